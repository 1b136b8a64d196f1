import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { DriverJob, DriverJobEnd } from '#src/application/transport/driver-job.ts';
import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { usePromiseText } from '../use-promise-text.ts';
import { stepName } from '../step-name.ts';
import { formatters } from '../ui/format.ts';

// What the driver reads of the job: each end (where, when, whom to call, the way there), the
// goods, and the steps so far.

/** A link the phone opens in its maps app (Google Maps' universal link: the app where installed, else the web). */
const mapsHref = (end: DriverJobEnd, country: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${end.address}, ${country}`)}`;

export function JobDetails({ job }: { job: DriverJob }) {
  const { t, language } = useTranslation();
  const { moment } = usePromiseText();
  const format = formatters(language);
  const end = (title: string, place: DriverJobEnd, when: string | null) => (
    <section className="drive__end" aria-label={title}>
      <h2>{title}</h2>
      <p className="drive__address">
        {place.address} ({t(`countries.${place.country}`)})
      </p>
      <p>
        <a href={mapsHref(place, t(`countries.${place.country}`))} className="drive__maps">
          {t('drive.openMaps')}
        </a>
      </p>
      {when && <p>{when}</p>}
      {place.note && (
        <p>
          <strong>{t('drive.siteNote')}</strong> {place.note}
        </p>
      )}
    </section>
  );
  const { shipper, goods } = job;
  return (
    <>
      {end(
        t('drive.pickup'),
        job.pickup,
        job.pickup.window && t('drive.window', { from: moment(job.pickup.window.from), to: moment(job.pickup.window.to) }),
      )}
      {end(t('drive.delivery'), job.delivery, job.delivery.by && t('drive.deliverBy', { date: moment(job.delivery.by) }))}
      <section className="drive__end" aria-labelledby="drive-contact">
        <h2 id="drive-contact">{t('drive.contact')}</h2>
        <p>
          {shipper.name}
          {shipper.company && ` — ${shipper.company}`}
        </p>
        {shipper.phone && (
          <p>
            <a href={`tel:${shipper.phone.replace(/[^\d+]/g, '')}`}>{t('drive.call', { phone: shipper.phone })}</a>
          </p>
        )}
      </section>
      <section className="drive__end" aria-labelledby="drive-goods">
        <h2 id="drive-goods">{t('drive.goods')}</h2>
        <ul>
          {goods.parcels.map((line, index) => (
            <li key={index}>{goodsLineText(line, t, format.number)}</li>
          ))}
        </ul>
        <p>{t('drive.totals', { weight: format.number(goods.totals.weightKg), volume: format.number(goods.totals.volumeM3) })}</p>
        <p>{t(goods.isStackable ? 'drive.stackable' : 'drive.notStackable')}</p>
        {goods.isDangerous && <p className="drive__dangerous">{t('drive.dangerous')}</p>}
        {goods.comments && (
          <p>
            <strong>{t('drive.comments')}</strong> {goods.comments}
          </p>
        )}
      </section>
    </>
  );
}

export function StepsSoFar({ steps }: { steps: DriverJob['steps'] }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="drive-history">
      <h2 id="drive-history">{t('drive.history')}</h2>
      <ol className="drive__history">
        {steps.map(({ move, at }, index) => (
          <li key={index}>
            {stepName(move, t)} — {format.dateTime('at' in move && move.at && move.kind !== 'correct' ? move.at : at)}
          </li>
        ))}
      </ol>
    </section>
  );
}
