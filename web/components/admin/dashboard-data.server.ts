import { type AppLoadContext } from 'react-router';
import { ADMIN_TABS, type AdminTab, DEFAULT_SORT, LEAD_TYPE_OF_TAB, type ListSort, SORTS_OF_TAB } from '#src/domain/staff/admin-tabs.ts';
import { PERIODS, type Period } from '#src/domain/staff/leads.ts';
import { filterDay, isSearchText } from '#src/domain/staff/list-filters.ts';
import { TRANSPORT_REFUSALS } from '#src/domain/transport/step-timing.ts';
import { bookedDriverLanguage } from '#src/domain/transport/driver-language.ts';
import { isUuid } from '#src/domain/uuid.ts';
import { daysAfter } from '#src/domain/invoicing/invoice.ts';
import { BUYING_OUTCOMES, PURCHASE_OUTCOMES } from './types.ts';
import { invoiceRowOf } from '../invoice-rows.server.ts';

// What the staff page shows, read for its tab, period, filters and record.

const PAGE_SIZE = 25;

export async function dashboardData(context: AppLoadContext, url: URL) {
  const { admin } = context.services;
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  const period: Period = (PERIODS as readonly string[]).includes(param('period') ?? '') ? (param('period') as Period) : 'today';
  const emailsTab = param('tab') === 'emails';
  const transportsTab = param('tab') === 'transports';
  const invoicesTab = param('tab') === 'invoices';
  const carriersTab = param('tab') === 'carriers';
  const invoiceStatus = (['paid', 'unpaid'] as const).find((status) => status === param('status')) ?? null;
  // The inbox is the first screen.
  const inboxTab = !param('tab') || param('tab') === 'inbox';
  const listTab = !emailsTab && !inboxTab && !transportsTab && !invoicesTab && !carriersTab;
  const tab: AdminTab = (ADMIN_TABS as readonly string[]).includes(param('tab') ?? '') ? (param('tab') as AdminTab) : 'quotes';
  const page = Math.max(1, Number.parseInt(param('page') ?? '1', 10) || 1);
  // A filter that is not one (a day out of the calendar, a search with NUL) filters nothing.
  const search = [param('search')?.slice(0, 100)].find((value) => value && isSearchText(value));
  const date = (value: string | undefined) => (value ? filterDay(value) : undefined);
  const from = date(param('from'));
  const to = date(param('to'));
  const sortKey = SORTS_OF_TAB[tab].find((key) => key === param('sort'));
  const sort: ListSort = sortKey ? { key: sortKey, direction: param('dir') === 'asc' ? 'asc' : 'desc' } : DEFAULT_SORT;
  // The Emails tab lists the outbox; every other tab its leads. Only the shown list is read.
  const [dashboard, list, emailsPage, inbox, transports, underWay, invoicesPage] = await Promise.all([
    admin.viewDashboard(period),
    !listTab
      ? { rows: [], total: 0, page, pageSize: PAGE_SIZE }
      : admin.listRecords(tab, {
          page,
          pageSize: PAGE_SIZE,
          search,
          from,
          to: to ? new Date(to.getTime() + 86_400_000) : undefined,
          sort,
        }),
    emailsTab ? admin.listOutbox(undefined, { page, pageSize: PAGE_SIZE }) : null,
    admin.viewInbox(),
    // The "En cours" board is read on its own tab; every other view only counts it.
    transportsTab ? admin.viewTransportBoard() : null,
    admin.countTransportsUnderWay(),
    invoicesTab ? context.services.invoicing.all({ status: invoiceStatus ?? undefined, page, pageSize: PAGE_SIZE }) : null,
  ]);
  const detailId = param('detail');
  // A record opened from the inbox may be on another page of its list: it is read on its own.
  const detail =
    detailId && listTab
      ? (list.rows.find((row) => row.id === detailId) ??
        (isUuid(detailId) ? ((await admin.listRecords(tab, { page: 1, pageSize: 1, id: detailId })).rows[0] ?? null) : null))
      : null;
  const leadType = LEAD_TYPE_OF_TAB[tab];
  const history = detail && leadType ? await admin.leadHistory(leadType, String(detail.id)) : [];
  // An account's API keys: who has one, since when, last used; never the key itself.
  const account = detail && tab === 'accounts' && listTab ? String(detail.id) : null;
  const [apiKeys, webhooks] = account
    ? await Promise.all([context.services.api.listKeys(account), context.services.api.listWebhooks(account)])
    : [null, null];
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  // A confirmed request's transport, step by step.
  const transport = detail && tab === 'quote-requests' && listTab ? await admin.viewTransport(String(detail.id)) : null;
  // Buying its transport from a carrier: the carriers that fit, the tenders and their answers, the award and the margin.
  const buying = transport ? await context.services.carriers.buy.view(transport.quoteRequestId) : null;
  // The carriers' invoices: all, or those to pay this week (unpaid, due by Sunday).
  const purchasesDueBy = param('purchases') === 'week' ? endOfWeek(context.services.today()) : null;
  const [carriers, purchases, paymentTerms] = carriersTab
    ? await Promise.all([
        context.services.carriers.directory.list(),
        context.services.carriers.purchasing.list(purchasesDueBy ? { dueBy: purchasesDueBy } : {}),
        context.services.carriers.purchasing.paymentTerms(),
      ])
    : [null, null, null];
  return {
    period,
    tab: emailsTab
      ? ('emails' as const)
      : inboxTab
        ? ('inbox' as const)
        : transportsTab
          ? ('transports' as const)
          : invoicesTab
            ? ('invoices' as const)
            : carriersTab
              ? ('carriers' as const)
              : tab,
    inbox: {
      at: inbox.at.toISOString(),
      entries: inbox.entries.map((entry) => ({
        ...entry,
        receivedAt: entry.receivedAt.toISOString(),
        dueAt: entry.dueAt.toISOString(),
        statusAt: iso(entry.statusAt),
        remindedAt: iso(entry.remindedAt),
        pickupAt: iso(entry.pickupAt),
        urgentAt: entry.urgentAt.toISOString(),
      })),
    },
    transports: transports && {
      at: transports.at.toISOString(),
      silenceMinutes: transports.silenceMinutes,
      entries: transports.entries.map((entry) => ({
        ...entry,
        transport: {
          ...entry.transport,
          confirmedAt: entry.transport.confirmedAt.toISOString(),
          moves: entry.transport.moves.map(({ move, at, by }) => ({ move, at: at.toISOString(), by })),
        },
      })),
    },
    transportsUnderWay: transports ? transports.entries.length : underWay,
    emails: emailsPage
      ? {
          ...emailsPage,
          rows: emailsPage.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: iso(row.sentAt) })),
          destination: context.services.mailDestination(),
        }
      : null,
    invoices: invoicesPage && {
      page,
      pageSize: PAGE_SIZE,
      total: invoicesPage.total,
      status: invoiceStatus,
      rows: invoicesPage.invoices.map((issued) => {
        const { buyer, lines, kind } = issued.invoice;
        return {
          ...invoiceRowOf(issued),
          buyer: buyer.company ?? buyer.name,
          correctable:
            kind === 'invoice' && issued.cancelledBy
              ? {
                  buyer: { name: buyer.name, company: buyer.company, street: buyer.street, postalCode: buyer.postalCode, city: buyer.city },
                  lines: lines.map((line) => ({ description: line.description, amount: line.amountExcludingTax })),
                }
              : null,
        };
      }),
    },
    search: search ?? '',
    sort,
    from: param('from') ?? '',
    to: param('to') ?? '',
    dashboard: { ...dashboard, since: dashboard.since.toISOString() },
    list,
    detail,
    history: history.map((entry) => ({ ...entry, changedAt: entry.changedAt.toISOString() })),
    transport: transport && {
      state: transport.state,
      moves: transport.moves.map(({ move, at, by }) => ({ move, at: at.toISOString(), by })),
      promisedDelivery: transport.promisedDelivery,
      refused: TRANSPORT_REFUSALS.find((reason) => reason === param('refused')) ?? null,
      // The driver's link while there is a driver to follow it, and whether it just went.
      driverLink: ['booked', 'picked_up'].includes(transport.state)
        ? context.services.transport.driverLinkOf(transport.quoteRequestId, bookedDriverLanguage(transport.moves))
        : null,
      driverLinkSent: param('driverLink') === 'sent' ? ('sent' as const) : param('driverLink') === 'failed' ? ('failed' as const) : null,
      buyerAddress: transport.buyerAddress,
    },
    buying,
    carriers,
    // What the last form of the carriers or of the record's buying came to.
    buyingOutcome: BUYING_OUTCOMES.find((outcome) => outcome === param('buying')) ?? null,
    purchases,
    purchasesDueBy,
    paymentTerms,
    purchaseOutcome: PURCHASE_OUTCOMES.find((outcome) => outcome === param('purchase')) ?? null,
    apiKeys:
      apiKeys?.map((key) => ({
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        limitPerMinute: key.limitPerMinute,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: iso(key.lastUsedAt),
        revokedAt: iso(key.revokedAt),
      })) ?? null,
    webhooks:
      webhooks?.map((endpoint) => ({
        id: endpoint.id,
        url: endpoint.url,
        events: endpoint.events,
        createdAt: endpoint.createdAt.toISOString(),
      })) ?? null,
  };
}

/** The Sunday ending the week of `day` (YYYY-MM-DD): the last day "this week" pays for. */
function endOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return daysAfter(day, (7 - weekday) % 7);
}
