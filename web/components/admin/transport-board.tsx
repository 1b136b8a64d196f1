import { stepName } from '../step-name.ts';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { marginOf } from '#src/domain/carriers/tender.ts';
import { telHref } from '../support-contacts.tsx';
import { useLanguage } from '../use-language.ts';
import { countryName } from './labels.ts';
import { formatters } from '../ui/format.ts';
import { duration } from './inbox.tsx';
import { LiveStatus, type LiveState } from './inbox-live.tsx';
import type { Board, BoardRow } from './types.ts';
import { EmptyState } from '../ui/empty-state.tsx';

/**
 * The agents' "En cours" board — every confirmed transport not yet delivered or
 * cancelled, by its next step, those at risk first (a pickup window passed, an estimate past the
 * promise, no news for longer than the setting). It follows the database's notifications like
 * the inbox: a step recorded anywhere moves its card.
 */
export function TransportBoard({ transports, live }: { transports: NonNullable<Board['transports']>; live: LiveState }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const { entries, silenceMinutes } = transports;
  const atRisk = entries.filter((entry) => entry.risks.length > 0).length;
  return (
    <section className="inbox" aria-labelledby="transport-board-title">
      <div className="inbox__head">
        <h2 id="transport-board-title">{t('adminUi.board.title')}</h2>
        <p className="inbox__count">
          {t('adminUi.board.count', { count: entries.length })}
          {atRisk > 0 && <strong className="inbox__late-count">{t('adminUi.board.atRisk', { count: atRisk })}</strong>}
        </p>
        <LiveStatus state={live} />
        <p className="inbox__meta">{t('adminUi.board.silenceSetting', { time: duration(silenceMinutes, t) })}</p>
      </div>
      {entries.length === 0 ? (
        <EmptyState className="admin__empty">{t('adminUi.board.empty')}</EmptyState>
      ) : (
        <ol className="inbox__list">
          {entries.map((entry) => (
            <BoardItem key={entry.transport.quoteRequestId} entry={entry} silenceMinutes={silenceMinutes} format={format} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** Sale, purchase and margin of a transport, or that no carrier has it yet. */
function marginText(job: BoardRow['transport']['job'], t: ReturnType<typeof useTranslation>['t'], format: ReturnType<typeof formatters>) {
  const sale = job.saleEuros === null ? '—' : format.money(job.saleEuros);
  if (job.purchaseEuros === null) return t('adminUi.board.notBought', { sale });
  const margin = job.saleEuros === null ? null : marginOf(job.saleEuros, job.purchaseEuros);
  return t('adminUi.board.bought', {
    sale,
    purchase: format.money(job.purchaseEuros),
    margin: margin ? `${format.money(margin.euros)}${margin.rate === null ? '' : ` (${format.percent(margin.rate)})`}` : '—',
  });
}

function BoardItem({ entry, silenceMinutes, format }: { entry: BoardRow; silenceMinutes: number; format: ReturnType<typeof formatters> }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const { transport } = entry;
  const headingId = `transport-${transport.quoteRequestId}`;
  const last = transport.moves.at(-1);
  const { route, shipper } = transport;
  return (
    <li className={`inbox__lead${entry.risks.length > 0 ? ' inbox__lead--late' : ''}`}>
      <h3 id={headingId}>
        <span className="inbox__kind">{t(`adminUi.board.next.${entry.next}`)}</span> {transport.reference} —{' '}
        {shipper.company || shipper.name}
      </h3>
      <p>
        {route.from} ({countryName(t, route.fromCountry)}) → {route.to} ({countryName(t, route.toCountry)})
      </p>
      <p className="inbox__wait">
        <strong>{entry.dueAt ? t('adminUi.board.due', { date: format.dateTime(entry.dueAt) }) : t('adminUi.board.noDue')}</strong>
        <span>{t('adminUi.transport.state', { state: t(`adminUi.transport.states.${transport.state}`) })}</span>
      </p>
      {entry.risks.length > 0 && (
        <ul className="inbox__risks">
          {entry.risks.map((risk) => (
            <li key={risk}>
              <strong className="inbox__late">{t(`adminUi.board.risks.${risk}`, { time: duration(silenceMinutes, t) })}</strong>
            </li>
          ))}
        </ul>
      )}
      <p className="inbox__meta">{marginText(transport.job, t, format)}</p>
      <p className="inbox__meta">
        {last
          ? t('adminUi.board.lastStep', { step: stepName(last.move, t), date: format.dateTime(last.at) })
          : t('adminUi.board.noStep', { date: format.dateTime(transport.confirmedAt) })}
      </p>
      <div className="inbox__actions">
        {shipper.phone && (
          <a href={telHref(shipper.phone)} aria-describedby={headingId}>
            {t('adminUi.inbox.call', { phone: shipper.phone })}
          </a>
        )}
        <Link to={`${home}/admin?tab=quote-requests&detail=${transport.quoteRequestId}`} aria-describedby={headingId}>
          {t('adminUi.board.open')}
        </Link>
      </div>
    </li>
  );
}
