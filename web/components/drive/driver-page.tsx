import { type FormEvent, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { DriverJob } from '#src/application/transport/driver-job.ts';
import { type DriverTap, moveOfTap } from '#src/domain/transport/driver-steps.ts';
import { languagePrefix } from '#src/domain/language.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { InvalidInputKey } from '#src/application/errors.ts';
import type { PhonePosition } from '#src/domain/transport/delivery-proof.ts';
import { PhotoField, SignaturePad } from './proof-fields.tsx';
import { PositionSharing } from './position-sharing.tsx';
import { JobDetails, StepsSoFar } from './driver-job-details.tsx';
import { NextStep, ProblemForm, nextAfter } from './driver-steps.tsx';
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
