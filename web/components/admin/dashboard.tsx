import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link, useLocation, useNavigation } from 'react-router';
import { ADMIN_TABS, type AdminTab } from '#src/domain/staff/admin-tabs.ts';
import { AUTOMATIC_PARAM } from '#src/domain/staff/staff-policy.ts';
import { PERIODS } from '#src/domain/staff/leads.ts';
import { useLanguage } from '../use-language.ts';
import { ActivityChart } from './activity-chart.tsx';
import { EmailsTable } from './emails-table.tsx';
import { InvoicesTable } from './invoices-table.tsx';
import { PersonalDataPanel } from './personal-data-panel.tsx';
import { DetailDialog } from './detail-dialog.tsx';
import { formatters } from '../ui/format.ts';
import { LeadTable } from './lead-table.tsx';
import { Inbox } from './inbox.tsx';
import { TransportBoard } from './transport-board.tsx';
import { useInboxLive } from './inbox-live.tsx';
import type { Board, Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';
import { CarriersTab } from './carriers-tab.tsx';
import { CarrierInvoices } from './carrier-invoices.tsx';
import { Pagination } from './pagination.tsx';

const NO_SCRIPT_REFRESH_SECONDS = 30;

/** The same page, marked as asked by itself (it does not keep the session alive). */
const automaticUrl = (here: string) => `${here}${here.includes('?') ? '&' : '?'}${AUTOMATIC_PARAM}=1`;

const KPI_TABS: Array<[key: Exclude<keyof Board['dashboard']['kpis'], 'deliveries' | 'margins'>, tab: AdminTab]> = [
  ['preValidationQuotes', 'quotes'],
  ['validatedQuotes', 'quote-requests'],
  ['demoRequests', 'demos'],
  ['accountCreations', 'accounts'],
  ['estimatedRevenue', 'quote-requests'],
];

/** Spec §2 'Administration Flash': period, refresh, logout, KPI cards, tabs, rows and details. */
export function Dashboard({
  staff,
  notice,
  board,
  loadError,
}: {
  staff: Staff;
  notice: string | null;
  board: Board | null;
  loadError: boolean;
}) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const location = useLocation();
  const navigation = useNavigation();
  const format = formatters(language);
  const adminPath = `${home}/admin`;
  const link = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(location.search);
    params.delete('welcome');
    params.delete('detail');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${adminPath}${query ? `?${query}` : ''}`;
  };
  const refreshing = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const live = useInboxLive();
  // Where a form brings the agent back: this view, without the one-time welcome.
  const query = new URLSearchParams(location.search);
  query.delete('welcome');
  query.delete(AUTOMATIC_PARAM);
  const here = `${location.pathname}${query.size > 0 ? `?${query}` : ''}`;
  const waiting = board?.inbox.entries ?? [];
  // The share of transports delivered by the delivery their offer promised.
  const { delivered, onTime } = board?.dashboard.kpis.deliveries ?? { delivered: 0, onTime: 0 };
  // What the transports awarded in the period earn: sale less purchase, and those under the threshold.
  const margins = board?.dashboard.kpis.margins ?? { awarded: 0, saleEuros: 0, purchaseEuros: 0, low: 0 };
  const margin = margins.saleEuros - margins.purchaseEuros;

  return (
    <section className="container admin" aria-labelledby="admin-title">
      <div className="admin__bar">
        <h1 id="admin-title">{t('pages.admin.heading')}</h1>
        <p>{t('adminUi.signedInAs', { name: staff.username })}</p>
        <Link className="button" to={`${location.pathname}${location.search.replace(/[?&]welcome=1/, '')}`} aria-busy={refreshing}>
          {refreshing ? t('adminUi.refreshing') : t('adminUi.refresh')}
        </Link>
        <StaffForm staff={staff} to={adminPath} intent="logOut">
          <button type="submit">{t('adminUi.logout')}</button>
        </StaffForm>
      </div>
      {notice === 'welcome' && (
        <p className="notice" role="status">
          {t('admin.loginSuccess')}
        </p>
      )}
      {loadError || !board ? (
        <p className="notice notice--error" role="alert">
          {t('admin.loadError')}
        </p>
      ) : (
        <>
          {/* A record opens at the top, where the agent lands, not below the list it came from. */}
          {board.detail && <DetailDialog board={board} staff={staff} returnTo={here} closeLink={link({})} />}
          {board.tab === 'inbox' && (
            <>
              {/* Without scripts the inbox reloads itself; with them it follows the events. */}
              <noscript>
                <meta httpEquiv="refresh" content={`${NO_SCRIPT_REFRESH_SECONDS};url=${automaticUrl(here)}`} />
              </noscript>
              <Inbox board={board} staff={staff} returnTo={here} live={live} />
            </>
          )}
          {board.tab === 'transports' && board.transports && (
            <>
              <noscript>
                <meta httpEquiv="refresh" content={`${NO_SCRIPT_REFRESH_SECONDS};url=${automaticUrl(here)}`} />
              </noscript>
              <TransportBoard transports={board.transports} live={live} />
            </>
          )}
          <nav aria-label={t('adminUi.period')} className="admin__periods">
            {PERIODS.map((period) => (
              <Link key={period} to={link({ period, page: undefined })} aria-current={period === board.period ? 'page' : undefined}>
                {t(`adminUi.periods.${period}`)}
              </Link>
            ))}
          </nav>
          <ul className="admin__kpis" aria-label={t('adminUi.kpis.label')}>
            {KPI_TABS.map(([key, tab]) => (
              <li key={key}>
                <Link to={link({ tab, page: undefined })} className="admin__kpi">
                  <span>{t(`adminUi.kpis.${key}`)}</span>
                  <strong>{key === 'estimatedRevenue' ? format.money(board.dashboard.kpis[key]) : board.dashboard.kpis[key]}</strong>
                </Link>
              </li>
            ))}
            <li>
              <Link to={link({ tab: 'quote-requests', page: undefined })} className="admin__kpi">
                <span>{t('adminUi.kpis.onTime')}</span>
                <strong>
                  {delivered === 0
                    ? t('adminUi.kpis.onTimeNone')
                    : t('adminUi.kpis.onTimeShare', { share: format.percent(onTime / delivered), onTime, delivered })}
                </strong>
              </Link>
            </li>
            <li>
              <Link to={link({ tab: 'quote-requests', page: undefined })} className="admin__kpi">
                <span>{t('adminUi.kpis.margin')}</span>
                <strong>
                  {margins.awarded === 0
                    ? t('adminUi.kpis.marginNone')
                    : t('adminUi.kpis.marginValue', {
                        total: format.money(margin),
                        average: format.percent(margins.saleEuros > 0 ? margin / margins.saleEuros : 0),
                        awarded: margins.awarded,
                        low: margins.low,
                      })}
                </strong>
              </Link>
            </li>
          </ul>
          <ActivityChart activity={board.dashboard.activity} />
          <nav aria-label={t('adminUi.tabs.label')} className="admin__tabs">
            <Link to={link({ tab: 'inbox', page: undefined })} aria-current={board.tab === 'inbox' ? 'page' : undefined}>
              {t('adminUi.inbox.tab', { count: waiting.length })}
            </Link>
            <Link to={link({ tab: 'transports', page: undefined })} aria-current={board.tab === 'transports' ? 'page' : undefined}>
              {t('adminUi.board.tab', { count: board.transportsUnderWay })}
            </Link>
            {ADMIN_TABS.map((tab) => (
              <Link key={tab} to={link({ tab, page: undefined })} aria-current={tab === board.tab ? 'page' : undefined}>
                {t(`adminUi.tabs.${tab}`)}
              </Link>
            ))}
            <Link to={link({ tab: 'emails', page: undefined })} aria-current={board.tab === 'emails' ? 'page' : undefined}>
              {t('adminUi.emails.tab')}
            </Link>
            <Link
              to={link({ tab: 'invoices', page: undefined, status: undefined })}
              aria-current={board.tab === 'invoices' ? 'page' : undefined}
            >
              {t('adminUi.invoices.tab')}
            </Link>
            <Link to={link({ tab: 'carriers', page: undefined })} aria-current={board.tab === 'carriers' ? 'page' : undefined}>
              {t('adminUi.carriers.tab')}
            </Link>
          </nav>
          {board.tab === 'inbox' || board.tab === 'transports' ? null : board.carriers ? (
            <>
              <CarriersTab carriers={board.carriers} staff={staff} returnTo={here} outcome={board.buyingOutcome} />
              <CarrierInvoices
                purchases={board.purchases ?? []}
                dueBy={board.purchasesDueBy}
                carriers={board.paymentTerms ?? []}
                staff={staff}
                returnTo={here}
                outcome={board.purchaseOutcome}
              />
            </>
          ) : board.emails ? (
            <EmailsTable emails={board.emails} staff={staff} returnTo={here} />
          ) : board.invoices ? (
            <InvoicesTable invoices={board.invoices} staff={staff} returnTo={here} />
          ) : (
            <>
              <form method="get" action={adminPath} className="admin__filters">
                <input type="hidden" name="period" value={board.period} />
                <input type="hidden" name="tab" value={board.tab} />
                <label htmlFor="admin-search">{t('adminUi.filters.search')}</label>
                <input id="admin-search" name="search" type="search" defaultValue={board.search} maxLength={100} />
                <label htmlFor="admin-from">{t('adminUi.filters.from')}</label>
                <input id="admin-from" name="from" type="date" defaultValue={board.from} />
                <label htmlFor="admin-to">{t('adminUi.filters.to')}</label>
                <input id="admin-to" name="to" type="date" defaultValue={board.to} />
                <button type="submit">{t('adminUi.filters.apply')}</button>
                <a
                  className="button"
                  href={`/api/admin/${board.tab}.csv?${new URLSearchParams({ lang: language, search: board.search, ...(board.from ? { from: board.from } : {}), ...(board.to ? { to: board.to } : {}) })}`}
                  download
                >
                  {t('adminUi.csv')}
                </a>
              </form>
              <LeadTable
                board={board}
                detailLink={(id) => link({ detail: id })}
                sortLink={(sort) => link({ sort: sort.key, dir: sort.direction, page: undefined })}
              />
            </>
          )}
          {board.tab !== 'inbox' && board.tab !== 'transports' && board.tab !== 'carriers' && (
            <Pagination list={board.emails ?? board.invoices ?? board.list} link={link} />
          )}
        </>
      )}
      <PersonalDataPanel staff={staff} />
    </section>
  );
}
