import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { TAB_OF_LEAD_TYPE } from '#src/domain/staff/admin-tabs.ts';
import { offerTitleOf } from '#src/domain/quote/quote.ts';
import { telHref } from '../support-contacts.tsx';
import { useLanguage } from '../use-language.ts';
import { countryName } from './labels.ts';
import { formatters } from '../ui/format.ts';
import { ArrivalSound, LiveStatus, type LiveState } from './inbox-live.tsx';
import type { Board, InboxRow, Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

/** "12 min", "3 h 05": a wait as an agent reads it. */
export function duration(minutes: number, t: ReturnType<typeof useTranslation>['t']): string {
  if (minutes < 60) return t('adminUi.inbox.minutes', { count: minutes });
  if (minutes % 60 === 0) return t('adminUi.inbox.wholeHours', { hours: minutes / 60 });
  return t('adminUi.inbox.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** The time now: the server's when it read the inbox (the text hydrates unchanged), then the browser's each half-minute. */
function useNow(serverAt: string): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(Date.parse(serverAt), tick);
}

/**
 * What awaits a call, most urgent first: how long each has waited, the
 * promise made, the pickup and the offer chosen, how to reach the sender, and the three moves of
 * the lead workflow. Without scripts the page refreshes
 * itself; with them it follows the database's notifications (inbox-live.tsx).
 */
export function Inbox({ board, staff, returnTo, live }: { board: Board; staff: Staff; returnTo: string; live: LiveState }) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const format = formatters(language);
  const now = useNow(board.inbox.at);
  const entries = board.inbox.entries;
  const late = entries.filter((entry) => now > Date.parse(entry.dueAt)).length;
  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <div className="inbox__head">
        <h2 id="inbox-title">{t('adminUi.inbox.title')}</h2>
        <p className="inbox__count">
          {t('adminUi.inbox.count', { count: entries.length })}
          {late > 0 && <strong className="inbox__late-count">{t('adminUi.inbox.lateCount', { count: late })}</strong>}
        </p>
        <LiveStatus state={live} />
        <ArrivalSound leadKeys={entries.map((entry) => `${entry.type}:${entry.id}`)} />
      </div>
      {entries.length === 0 ? (
        <EmptyState className="admin__empty">{t('adminUi.inbox.empty')}</EmptyState>
      ) : (
        <ol className="inbox__list">
          {entries.map((entry) => (
            <InboxItem
              key={`${entry.type}:${entry.id}`}
              entry={entry}
              now={now}
              staff={staff}
              returnTo={returnTo}
              format={format}
              home={home}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function InboxItem({
  entry,
  now,
  staff,
  returnTo,
  format,
  home,
}: {
  entry: InboxRow;
  now: number;
  staff: Staff;
  returnTo: string;
  format: ReturnType<typeof formatters>;
  home: string;
}) {
  const { t } = useTranslation();
  const waited = Math.max(0, Math.floor((now - Date.parse(entry.receivedAt)) / 60_000));
  const overdueBy = Math.floor((now - Date.parse(entry.dueAt)) / 60_000);
  const overdue = now > Date.parse(entry.dueAt);
  const headingId = `lead-${entry.id}`;
  const what = entry.route
    ? `${entry.route.from} (${countryName(t, entry.route.fromCountry)}) → ${entry.route.to} (${countryName(t, entry.route.toCountry)})`
    : entry.company;
  const action = (status: 'taken' | 'contacted' | 'done', label: string, main = false) => (
    <StaffForm staff={staff} to={returnTo} intent="changeStatus">
      <input type="hidden" name="leadType" value={entry.type} />
      <input type="hidden" name="leadId" value={entry.id} />
      <input type="hidden" name="from" value="inbox" />
      <input type="hidden" name="status" value={status} />
      <button type="submit" className={main ? undefined : 'button'} aria-describedby={headingId}>
        {label}
      </button>
    </StaffForm>
  );
  return (
    <li className={`inbox__lead${overdue ? ' inbox__lead--late' : ''}`}>
      <h3 id={headingId}>
        <span className="inbox__kind">{t(`adminUi.inbox.kinds.${entry.type}`)}</span> {entry.name || t('adminUi.missing.notProvided')}
        {entry.company && entry.route ? `, ${entry.company}` : ''}
      </h3>
      <p className="inbox__wait">
        <strong>{t('adminUi.inbox.waiting', { time: duration(waited, t) })}</strong>
        <span>{t('adminUi.inbox.promise', { time: duration(entry.promiseMinutes, t) })}</span>
        {overdue && <strong className="inbox__late">{t('adminUi.inbox.late', { time: duration(Math.max(1, overdueBy), t) })}</strong>}
      </p>
      {what && <p>{what}</p>}
      {(entry.pickupAt || entry.offer) && (
        <p className="inbox__transport">
          {entry.pickupAt && <strong>{t('adminUi.inbox.pickup', { date: format.dateTime(entry.pickupAt) })}</strong>}
          {entry.offer && (
            <span>
              {t('adminUi.inbox.offer', {
                offer: offerTitleOf(entry.offer.variant) ?? entry.offer.variant,
                price: entry.offer.price === null ? t('adminUi.missing.notProvided') : format.money(Number(entry.offer.price)),
              })}
            </span>
          )}
        </p>
      )}
      <p className="inbox__reach">
        {entry.phone ? (
          <a href={telHref(entry.phone)}>{t('adminUi.inbox.call', { phone: entry.phone })}</a>
        ) : (
          <span>
            {t('adminUi.inbox.byEmail')} {entry.email && <a href={`mailto:${entry.email}`}>{entry.email}</a>}
          </span>
        )}
      </p>
      <p className="inbox__meta">
        {t('adminUi.inbox.received', { date: format.dateTime(entry.receivedAt) })}
        {entry.reference ? ` · ${entry.reference}` : ''}
        {entry.status === 'taken' && entry.statusBy
          ? ` · ${t('adminUi.inbox.takenBy', { name: entry.statusBy, date: format.dateTime(entry.statusAt) })}`
          : ''}
        {entry.remindedAt ? ` · ${t('adminUi.inbox.reminded', { date: format.dateTime(entry.remindedAt) })}` : ''}
      </p>
      <div className="inbox__actions">
        {entry.status === 'new' && action('taken', t('adminUi.inbox.take'))}
        {action('contacted', t('adminUi.inbox.called'), true)}
        {action('done', t('adminUi.inbox.done'))}
        <Link to={`${home}/admin?tab=${TAB_OF_LEAD_TYPE[entry.type]}&detail=${entry.id}`} aria-describedby={headingId}>
          {t('adminUi.detail.open')}
        </Link>
      </div>
    </li>
  );
}
