import { once } from 'node:events';
import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { parseLanguage } from '../../domain/language.ts';
import { PERIODS } from '../../domain/staff/leads.ts';
import { ADMIN_TABS } from '../../ports/admin-read-model.ts';
import { csvHeader, csvRows } from '../csv.ts';
import { csvHeaders, csvSeparatorFor, readableRecord } from '../readable-csv.ts';
import { listQuery, staffWrite } from './staff-request.ts';
import { leadParams } from './staff-inputs.ts';

const periodInput = z.object({ period: z.enum(PERIODS).default('today') });

/** The KPIs, each tab's records (JSON and CSV), a lead's history and its status changes. */
export function recordsRoutes(services: ApplicationServices): Router {
  const { admin } = services;
  const router = Router();
  router.get('/admin/summary', async (req, res) => {
    const { period } = periodInput.parse(req.query);
    res.json(await admin.viewDashboard(period));
  });

  for (const tab of ADMIN_TABS) {
    router.get(`/admin/${tab}`, async (req, res) => {
      res.json(await admin.listRecords(tab, listQuery(req.query)));
    });
    router.get(`/admin/${tab}.csv`, async (req, res) => {
      const { page: _page, pageSize: _size, ...filters } = listQuery(req.query);
      const language = parseLanguage(typeof req.query.lang === 'string' ? req.query.lang : undefined) ?? 'fr';
      res.type('text/csv; charset=utf-8').attachment(`${tab}-${new Date().toISOString().slice(0, 10)}.csv`);
      // Every matching row, in words, written as it is read (readable records).
      // The header goes with the first rows, so that a database away before them is still a 503.
      const separator = csvSeparatorFor(language);
      const header = csvHeader(csvHeaders(tab, language), separator);
      await admin.exportRecords(tab, filters, async (rows) => {
        const text = `${res.headersSent ? '' : header}${csvRows(
          rows.map((row) => readableRecord(tab, row, language)),
          separator,
        )}`;
        if (!res.write(text)) await once(res, 'drain');
      });
      res.end(res.headersSent ? undefined : header);
    });
  }

  router.get('/admin/leads/:type/:id/history', async (req, res) => {
    const { type, id } = leadParams.parse(req.params);
    res.json({ history: await admin.leadHistory(type, id) });
  });

  router.post(
    '/admin/leads/:type/:id/status',
    staffWrite(
      services,
      'changeStatus',
      (req) => ({ leadType: req.params.type, leadId: req.params.id, status: req.body?.status, note: req.body?.note }),
      (res, history) => res.status(201).json({ history }),
    ),
  );
  return router;
}
