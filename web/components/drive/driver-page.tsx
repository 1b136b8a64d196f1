import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { DriverJob, DriverJobEnd } from '#src/application/transport/driver-job.ts';
import { type DriverTap, driverNextStep, moveOfTap } from '#src/domain/transport/driver-steps.ts';
import { INCIDENT_KINDS, type TransportMove } from '#src/domain/transport/transport-lifecycle.ts';
import { languagePrefix } from '#src/domain/language.ts';
import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { usePromiseText } from '../booking/offer-promise.tsx';
import { stepName } from '../booking/step-name.ts';
import { formatters } from '../admin/format.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { InvalidInputKey } from '#src/application/errors.ts';
import type { PhonePosition } from '#src/domain/transport/delivery-proof.ts';
import { PhotoField, SignaturePad } from './proof-fields.tsx';
import { PositionSharing } from './position-sharing.tsx';
import { flushTaps, keepTaps, keptTaps, parseTaps, postTap, storedTaps, subscribeToTaps } from './tap-queue.ts';

/** What the page says of the last tap: kept, refused (the job moved on without it), or what is missing. */
export type DriverFormOutcome = 'saved' | 'refused' | { invalid: InvalidInputKey[] } | null;

/** How often a queue the network did not take is tried again while the page is open. */
const RETRY_MS = 15_000;

/**
 * The driver's page, phone first. The job (where, when, what, whom to call), one button
 * for the next step, and a way to report a problem. Without scripts each form posts to the page;
 * with them each tap is kept on the phone with its time and sent in order when there is signal.
 */
export function DriverPage({
  job,
  link,
  formTaps,
  outcome,
}: {
  job: DriverJob;
  link: string;
  formTaps: { step: string; problem: string };
  outcome: DriverFormOutcome;
}) {
  const { t, language } = useTranslation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const stored = useSyncExternalStore(
    subscribeToTaps,
    () => storedTaps(window.localStorage, job.quoteRequestId),
    () => '[]',
  );
  const queue = useMemo(() => parseTaps(stored), [stored]);
  const [notice, setNotice] = useState<DriverFormOutcome>(outcome);
  // The delivery's proof as the page gathers it, and the phone's last position when shared.
  const proof = useRef<{ signature: string | null; photo: string | null }>({ signature: null, photo: null });
  const position = useRef<PhonePosition | null>(null);
  const problemPhoto = useRef<string | null>(null);

  const send = async () => {
    const { lastJob, refused } = await flushTaps(window.localStorage, job.quoteRequestId, (tap) => postTap(link, tap, language));
    if (refused > 0) setNotice('refused');
    else if (lastJob) setNotice('saved');
    if (lastJob || refused > 0) await revalidator.revalidate();
  };
  const sendNow = useEffectEvent(send);

  useEffect(() => {
    // What an earlier visit kept goes once the page is drawn; then on each return of the network.
    const first = window.setTimeout(() => void sendNow(), 0);
    const retry = window.setInterval(() => void sendNow(), RETRY_MS);
    const online = () => void sendNow();
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [job.quoteRequestId]);

  // The steps kept on the phone count as made: the page moves on without waiting for the network.
  const pending = queue.map((tap) =>
    moveOfTap(
      tap,
      { at: tap.phoneAt ?? new Date().toISOString(), driver: { tap: tap.tap, phoneAt: tap.phoneAt, flagged: null } },
      job.ordered,
    ),
  );
  const next = nextAfter([...job.steps.map(({ move }) => move), ...pending]);

  const tapFrom = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter(([, value]) => typeof value === 'string'),
    ) as Record<string, string>;
    const delivered =
      fields.step === 'delivered' ? { inGoodOrder: fields.inGoodOrder === 'on', ...proof.current, position: position.current } : undefined;
    // The consignee's mark is checked here: a tap kept offline without it would only be refused later.
    if (delivered && !delivered.signature && !delivered.inGoodOrder) return setNotice({ invalid: ['signatureOrTick'] });
    const problem = fields.step === 'problem' ? { photo: problemPhoto.current } : undefined;
    const tap = {
      ...fields,
      ...delivered,
      ...problem,
      tap: crypto.randomUUID(),
      phoneAt: new Date().toISOString(),
    } as unknown as DriverTap;
    keepTaps(window.localStorage, job.quoteRequestId, [...keptTaps(window.localStorage, job.quoteRequestId), tap]);
    setNotice(null);
    event.currentTarget.reset();
    void send();
  };

  const over = job.state === 'delivered' || job.state === 'cancelled';
  return (
    <section className="container drive" aria-labelledby="drive-title">
      <h1 id="drive-title">{t('drive.title', { reference: job.reference })}</h1>
      {job.driverFirstName && <p>{t('drive.hello', { name: job.driverFirstName })}</p>}
      <div role="status" className="drive__status">
        {queue.length > 0 ? (
          <p className="notice">{queue.length === 1 ? t('drive.offlineOne') : t('drive.offlineMany', { count: queue.length })}</p>
        ) : notice === 'saved' ? (
          <p className="notice notice--success">{t('drive.saved')}</p>
        ) : notice === 'refused' ? (
          <p className="notice notice--error">{t('drive.refused')}</p>
        ) : null}
      </div>
      {notice !== null && typeof notice === 'object' && (
        <div role="alert" className="notice notice--error">
          {notice.invalid.map((key) => (
            <p key={key}>{t(`validation.${key}`)}</p>
          ))}
        </div>
      )}
      {job.state === 'cancelled' ? (
        <p className="notice">{t('drive.cancelled')}</p>
      ) : job.state === 'delivered' ? (
        <p className="notice notice--success">{t('drive.done')}</p>
      ) : pending.some((move) => move.kind === 'deliver') ? (
        <p className="notice notice--success">{t('drive.done')}</p>
      ) : next ? (
        <NextStep
          step={next}
          job={job}
          formTap={formTaps.step}
          onTap={tapFrom}
          proofFields={
            hydrated && (
              <>
                <SignaturePad onChange={(signature) => (proof.current.signature = signature)} />
                <PhotoField onChange={(photo) => (proof.current.photo = photo)} />
              </>
            )
          }
        />
      ) : job.state === 'confirmed' ? (
        <p className="notice">{t('drive.notBooked')}</p>
      ) : null}
      {job.canReport && !over && (
        <ProblemForm
          formTap={formTaps.problem}
          onTap={tapFrom}
          photoField={hydrated && <PhotoField onChange={(photo) => (problemPhoto.current = photo)} />}
        />
      )}
      {hydrated && !over && job.state !== 'confirmed' && (
        <PositionSharing link={link} quoteRequestId={job.quoteRequestId} onPosition={(where) => (position.current = where)} />
      )}
      <JobDetails job={job} />
      {job.consignmentNote && (
        <p>
          <a href={`${languagePrefix(language)}/drive/${link}/consignment-note.pdf`} download>
            {t('drive.consignmentNote')}
          </a>
        </p>
      )}
      <StepsSoFar steps={job.steps} />
    </section>
  );
}

function nextAfter(moves: TransportMove[]) {
  try {
    return driverNextStep(moves);
  } catch {
    // A tap kept that no longer follows (an agent recorded the step meanwhile): the server will refuse it.
    return driverNextStep(moves.filter((move) => !move.driver));
  }
}

function NextStep({
  step,
  job,
  formTap,
  onTap,
  proofFields,
}: {
  step: NonNullable<DriverJob['next']>;
  job: DriverJob;
  formTap: string;
  onTap: (event: FormEvent<HTMLFormElement>) => void;
  /** the signature pad and the photo, once the page's scripts run */
  proofFields: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unit = t(`drive.units.${job.goods.shippingType === 'pallet' ? 'pallet' : 'parcel'}`);
  return (
    <form method="post" className="drive__next" aria-labelledby={`${id}-title`} onSubmit={onTap}>
      <h2 id={`${id}-title`}>{t('drive.nextTitle')}</h2>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="tap" value={formTap} />
      {step === 'loaded' && (
        <div className="field">
          <label htmlFor={`${id}-counted`}>{t('drive.counted', { unit })}</label>
          <input
            id={`${id}-counted`}
            name="counted"
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            required
            defaultValue={job.ordered}
            aria-describedby={`${id}-ordered`}
          />
          <p id={`${id}-ordered`} className="field__hint">
            {t('drive.orderedHint', { count: job.ordered })}
          </p>
        </div>
      )}
      {step === 'delivered' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-received-by`}>{t('drive.receivedBy')}</label>
            <input id={`${id}-received-by`} name="receivedBy" type="text" autoComplete="off" maxLength={200} required />
          </div>
          {proofFields}
          <div className="field drive__tick">
            <input id={`${id}-good-order`} name="inGoodOrder" type="checkbox" aria-describedby={`${id}-good-order-hint`} />
            <label htmlFor={`${id}-good-order`}>{t('drive.goodOrder')}</label>
            <p id={`${id}-good-order-hint`} className="field__hint">
              {t('drive.goodOrderHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('drive.deliveryNote')}</label>
            <textarea id={`${id}-note`} name="note" rows={2} maxLength={2000} />
          </div>
        </>
      )}
      <button type="submit" className="button-primary drive__button">
        {t(`drive.steps.${step}`)}
      </button>
    </form>
  );
}

function ProblemForm({
  formTap,
  onTap,
  photoField,
}: {
  formTap: string;
  onTap: (event: FormEvent<HTMLFormElement>) => void;
  /** a photo of the damage, once the page's scripts run */
  photoField: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <details className="drive__problem">
      <summary>{t('drive.problem.title')}</summary>
      <form method="post" onSubmit={onTap}>
        <input type="hidden" name="step" value="problem" />
        <input type="hidden" name="tap" value={formTap} />
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('drive.problem.kind')}</label>
          <select id={`${id}-kind`} name="incident" required>
            {INCIDENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`booking.transport.incidents.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('drive.problem.note')}</label>
          <textarea id={`${id}-note`} name="note" rows={3} maxLength={2000} required />
        </div>
        {photoField}
        <button type="submit" className="drive__button">
          {t('drive.problem.send')}
        </button>
      </form>
    </details>
  );
}

/** A link the phone opens in its maps app (Google Maps' universal link: the app where installed, else the web). */
const mapsHref = (end: DriverJobEnd, country: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${end.address}, ${country}`)}`;

function JobDetails({ job }: { job: DriverJob }) {
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

function StepsSoFar({ steps }: { steps: DriverJob['steps'] }) {
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
