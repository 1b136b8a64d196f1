import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { receiveLead } from '#src/http/lead-submission.ts';
import { leadAction } from './lead-action.server.ts';

// The page's lead form when the database is down: the visitor is told to try again, keeps what
// they typed, and staff get a log line without the visitor's details.
function post(fields: Record<string, string>) {
  return new Request('http://localhost/FR/landing-page-demo', { method: 'POST', body: new URLSearchParams(fields) });
}

describe('leadAction', () => {
  it('answers 503 with the retry message and what was typed when the record cannot be saved', async () => {
    const error = vi.fn();
    const services = {
      submitLead: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      logger: { error },
    } as unknown as AppLoadContext['services'];
    const context = {
      clientAddress: '127.0.0.1',
      services,
      receiveLead: (form, body) => receiveLead(services, form, body, '127.0.0.1'),
    } as Partial<AppLoadContext> as AppLoadContext;
    const fields = {
      form: 'demo',
      firstName: 'Lucía',
      lastName: 'García',
      company: 'Aero',
      email: 'lucia@example.es',
      phone: '+34 910',
      language: 'Español',
    };
    const response = (await leadAction({ request: post(fields), params: { lang: 'ES' }, context })) as unknown as {
      init: { status: number };
      data: { lead: unknown };
    };
    expect(response.init.status).toBe(503);
    expect(response.data.lead).toMatchObject({
      form: 'demo',
      status: 503,
      messageKey: 'leads.failed',
      values: { firstName: 'Lucía', email: 'lucia@example.es' },
    });
    expect(error).toHaveBeenCalledWith('lead form could not be saved', {
      form: 'demo',
      error: 'Error: connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect(JSON.stringify(error.mock.calls)).not.toContain('lucia@example.es');
  });
});
