import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { DriverJob } from '#src/application/transport/driver-job.ts';
import { driverNextStep } from '#src/domain/transport/driver-steps.ts';
import { INCIDENT_KINDS, type TransportMove } from '#src/domain/transport/transport-lifecycle.ts';
import { Button } from '../ui/button.tsx';
import { Disclosure } from '../ui/disclosure.tsx';
import { Field } from '../ui/field.tsx';
import { Tick } from '../ui/tick.tsx';

// The driver's two forms: the next step (with its proof at delivery), and a problem to report.

export function nextAfter(moves: TransportMove[]) {
  try {
    return driverNextStep(moves);
  } catch {
    // A tap kept that no longer follows (an agent recorded the step meanwhile): the server will refuse it.
    return driverNextStep(moves.filter((move) => !move.driver));
  }
}

export function NextStep({
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
        <Field label={t('drive.counted', { unit })} hint={t('drive.orderedHint', { count: job.ordered })}>
          {(control) => (
            <input {...control} name="counted" type="number" inputMode="numeric" min={0} max={9999} required defaultValue={job.ordered} />
          )}
        </Field>
      )}
      {step === 'delivered' && (
        <>
          <Field label={t('drive.receivedBy')}>
            {(control) => <input {...control} name="receivedBy" type="text" autoComplete="off" maxLength={200} required />}
          </Field>
          {proofFields}
          <Tick name="inGoodOrder" type="checkbox" label={t('drive.goodOrder')} hint={t('drive.goodOrderHint')} />
          <Field label={t('drive.deliveryNote')}>{(control) => <textarea {...control} name="note" rows={2} maxLength={2000} />}</Field>
        </>
      )}
      <Button type="submit" className="drive__button">
        {t(`drive.steps.${step}`)}
      </Button>
    </form>
  );
}

export function ProblemForm({
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
  return (
    <Disclosure className="drive__problem" summary={t('drive.problem.title')}>
      <form method="post" onSubmit={onTap}>
        <input type="hidden" name="step" value="problem" />
        <input type="hidden" name="tap" value={formTap} />
        <Field label={t('drive.problem.kind')}>
          {(control) => (
            <select {...control} name="incident" required>
              {INCIDENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`booking.transport.incidents.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('drive.problem.note')}>
          {(control) => <textarea {...control} name="note" rows={3} maxLength={2000} required />}
        </Field>
        {photoField}
        <button type="submit" className="drive__button">
          {t('drive.problem.send')}
        </button>
      </form>
    </Disclosure>
  );
}
