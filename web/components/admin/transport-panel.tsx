import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import {
  type AgentMoveKind,
  CORRECTABLE_STEPS,
  INCIDENT_KINDS,
  type TransportMove,
  movesFrom,
} from '#src/domain/transport/transport-lifecycle.ts';
import { stepName } from '../booking/step-name.ts';
import { LANGUAGES } from '#src/domain/language.ts';
import { CountrySelect } from '../ui/country-select.tsx';
import { driverLanguageOf } from '#src/domain/transport/driver-language.ts';
import { deliveredOnTime, happenedAt } from '#src/domain/transport/step-timing.ts';
import { type TimesDoubt, heldTimes } from '#src/domain/transport/plausible-times.ts';
import { formatDuration } from '#src/domain/pricing/delivery-estimate.ts';
import { useLanguage } from '../use-language.ts';
import { formatters } from './format.ts';
import type { Board, Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';

/**
 * Who is booked: a carrier of the directory — the one awarded, or one that fits, at the price
 * stated (with why, when it is more than the sale).
 */
function CarrierChoice({ buying, id }: { buying: Board['buying']; id: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const award = buying?.award;
  const choices = award
    ? [{ id: award.carrierId, name: award.carrierName }]
    : (buying?.candidates ?? [])
        .filter((entry) => entry.problems.length === 0)
        .map((entry) => ({ id: entry.carrier.id, name: entry.carrier.company }));
  return (
    <>
      <div className="admin__transport-field">
        <label htmlFor={`${id}-carrier`}>{t('adminUi.transport.fields.carrier')}</label>
        <select id={`${id}-carrier`} name="carrierId" required aria-describedby={`${id}-carrier-hint`}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <p id={`${id}-carrier-hint`} className="field__hint">
          {award
            ? t('adminUi.transport.awardedCarrier', { price: format.money(award.priceEuros) })
            : choices.length === 0
              ? t('adminUi.transport.noCarrier')
              : t('adminUi.transport.directoryCarrier')}
        </p>
      </div>
      {!award && (
        <>
          <div className="admin__transport-field">
            <label htmlFor={`${id}-price`}>{t('adminUi.buying.purchase')}</label>
            <input
              id={`${id}-price`}
              name="priceEuros"
              type="number"
              min={1}
              step="0.01"
              required
              defaultValue={buying?.proposedPriceEuros ?? undefined}
            />
          </div>
          <div className="admin__transport-field">
            <label htmlFor={`${id}-reason`}>{t('adminUi.buying.marginReason')}</label>
            <input id={`${id}-reason`} name="marginReason" maxLength={500} />
          </div>
        </>
      )}
    </>
  );
}

type Field = {
  name: string;
  label:
    | 'carrier'
    | 'vehicle'
    | 'registration'
    | 'driverFirstName'
    | 'driverPhone'
    | 'driverLanguage'
    | 'plannedPickup'
    | 'estimatedDelivery'
    | 'reason'
    | 'incident'
    | 'note'
    | 'pickedUpAt'
    | 'deliveredAt'
    | 'receivedBy'
    | 'by'
    | 'step'
    | 'correctedAt';
  type: 'text' | 'tel' | 'datetime-local' | 'textarea' | 'incident' | 'step' | 'language';
  required?: boolean;
  max?: number;
};

// What each step asks for; instants are typed in Paris time (the server reads them so).
const FIELDS: Record<AgentMoveKind, Field[]> = {
  book: [
    { name: 'carrier', label: 'carrier', type: 'text', required: true, max: 200 },
    { name: 'vehicle', label: 'vehicle', type: 'text', required: true, max: 100 },
    { name: 'registration', label: 'registration', type: 'text', required: true, max: 20 },
    { name: 'driverFirstName', label: 'driverFirstName', type: 'text', required: true, max: 100 },
    { name: 'driverPhone', label: 'driverPhone', type: 'tel', required: true, max: 40 },
    // The text message's and the driver's page's language; by default the phone's country code's.
    { name: 'driverLanguage', label: 'driverLanguage', type: 'language' },
    { name: 'plannedPickup', label: 'plannedPickup', type: 'datetime-local', required: true },
  ],
  eta: [
    { name: 'estimatedDelivery', label: 'estimatedDelivery', type: 'datetime-local', required: true },
    { name: 'reason', label: 'reason', type: 'text', required: true, max: 500 },
  ],
  incident: [
    { name: 'incident', label: 'incident', type: 'incident', required: true },
    { name: 'note', label: 'note', type: 'textarea', required: true, max: 2000 },
  ],
  pickUp: [{ name: 'at', label: 'pickedUpAt', type: 'datetime-local', required: true }],
  deliver: [
    { name: 'at', label: 'deliveredAt', type: 'datetime-local', required: true },
    { name: 'receivedBy', label: 'receivedBy', type: 'text', required: true, max: 200 },
    { name: 'note', label: 'note', type: 'textarea', max: 2000 },
  ],
  cancel: [
    { name: 'by', label: 'by', type: 'text', required: true, max: 200 },
    { name: 'reason', label: 'reason', type: 'textarea', required: true, max: 2000 },
  ],
  // A time set right is a step of its own, with its reason; the step corrected stays as recorded.
  correct: [
    { name: 'step', label: 'step', type: 'step', required: true },
    { name: 'at', label: 'correctedAt', type: 'datetime-local', required: true },
    { name: 'reason', label: 'reason', type: 'text', required: true, max: 500 },
  ],
};

/**
 * On a confirmed request's record: its transport's state, every step recorded (who and
 * when), and a small form for each step that may come next — no script needed, keyboard first.
 */
export function TransportPanel({ board, staff, returnTo, requestId }: { board: Board; staff: Staff; returnTo: string; requestId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const id = useId();
  const transport = board.transport;
  if (!transport) return null;
  const moves = transport.moves.map(({ move }) => move);
  // Times the road cannot explain are held out of the on-time figure until confirmed or corrected.
  const held = heldTimes(moves);
  // By the delivery's time as last corrected: what the on-time figure counts.
  const onTime = held ? undefined : deliveredOnTime(moves, transport.promisedDelivery);
  const doubtText = (doubt: TimesDoubt) =>
    doubt.kind === 'fasterThanRoad'
      ? t('adminUi.transport.doubt.fasterThanRoad', {
          minutes: doubt.minutes,
          distance: format.number(doubt.distanceKm),
          fastest: formatDuration(doubt.fastestMinutes * 60),
        })
      : t('adminUi.transport.doubt.earlyPickup', { hours: doubt.hoursEarly });
  // The two lists an agent picks from, each value by the timeline's name for it.
  const choicesOf = (type: 'step' | 'incident'): Array<[string, string]> =>
    type === 'step'
      ? CORRECTABLE_STEPS.map((step) => [step, t(`booking.transport.steps.${step}`)])
      : INCIDENT_KINDS.map((incident) => [incident, t(`booking.transport.incidents.${incident}`)]);
  const facts = (move: TransportMove): string => {
    switch (move.kind) {
      case 'book':
        return `${move.carrier}, ${move.vehicle} — ${move.registration}, ${move.driverFirstName} ${move.driverPhone} (${t(`languages.${driverLanguageOf(move)}`)}), ${format.dateTime(move.plannedPickup)}`;
      case 'eta':
        return `${format.dateTime(move.estimatedDelivery)} — ${move.reason}`;
      case 'incident':
        return `${t(`booking.transport.incidents.${move.incident}`)} — ${move.note}`;
      case 'arrive':
        return format.dateTime(move.at);
      case 'load':
        return `${format.dateTime(move.at)} — ${t('booking.transport.counted', { counted: move.counted, ordered: move.ordered })}`;
      case 'pickUp':
        return format.dateTime(move.at);
      case 'deliver':
        return `${format.dateTime(move.at)} — ${move.receivedBy}${move.note ? ` — ${move.note}` : ''}`;
      case 'cancel':
        return `${move.by} — ${move.reason}`;
      case 'correct':
        return t(move.confirms ? 'adminUi.transport.doubt.confirmed' : 'adminUi.transport.corrected', {
          step: t(`booking.transport.steps.${move.step}`),
          date: format.dateTime(move.at),
          reason: move.reason,
        });
    }
  };
  return (
    <section className="admin__transport" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('adminUi.transport.title')}</h3>
      <p>
        <strong>{t('adminUi.transport.state', { state: t(`adminUi.transport.states.${transport.state}`) })}</strong>
        {onTime !== undefined && <> — {t(onTime ? 'adminUi.transport.onTime' : 'adminUi.transport.lateDelivery')}</>}
      </p>
      {held && (
        <div role="alert" className="notice notice--error admin__held">
          <p>
            <strong>{doubtText(held)}</strong>
          </p>
          <p>{t('adminUi.transport.doubt.held')}</p>
          <ConfirmTimes staff={staff} returnTo={returnTo} requestId={requestId} times={happenedAt(moves)} />
        </div>
      )}
      {transport.state === 'delivered' && !held && !transport.buyerAddress && (
        <BuyerAddressForm staff={staff} returnTo={returnTo} requestId={requestId} />
      )}
      {transport.refused && (
        <p role="alert" className="notice notice--error">
          {transport.refused === 'order' ? t('adminUi.transport.refused.order') : t(`admin.stepRefused.${transport.refused}`)}
        </p>
      )}
      {transport.driverLinkSent && (
        <p role="status" className={`notice ${transport.driverLinkSent === 'sent' ? 'notice--success' : 'notice--error'}`}>
          {t(`adminUi.transport.driverLink.${transport.driverLinkSent}`)}
        </p>
      )}
      {transport.driverLink && (
        <div className="admin__transport-field">
          <label htmlFor={`${id}-driver-link`}>{t('adminUi.transport.driverLink.label')}</label>
          <input id={`${id}-driver-link`} type="url" readOnly value={transport.driverLink} />
          <StaffForm staff={staff} to={returnTo} intent="sendDriverLink" className="admin__status">
            <input type="hidden" name="quoteRequestId" value={requestId} />
            <button type="submit">{t('adminUi.transport.driverLink.send')}</button>
          </StaffForm>
        </div>
      )}
      {transport.moves.length === 0 ? (
        <p>{t('adminUi.transport.none')}</p>
      ) : (
        <ol>
          {transport.moves.map(({ move, at, by }, index) => (
            <li key={index}>
              {t('adminUi.transport.step', {
                step: stepName(move, t),
                date: format.dateTime(at),
                name: by ?? (move.kind === 'book' && move.byCarrier ? t('adminUi.transport.byCarrier') : t('adminUi.transport.byDriver')),
              })}
              <br />
              {facts(move)}
              {move.kind === 'incident' && move.photos && move.driver ? (
                <>
                  <br />
                  <a href={`/api/admin/transports/${requestId}/photos/${move.driver.tap}`} target="_blank" rel="noreferrer">
                    {t('adminUi.transport.incidentPhoto')}
                  </a>
                </>
              ) : null}
              {'doubt' in move && move.doubt && (
                <>
                  <br />
                  <strong className="inbox__late">{doubtText(move.doubt)}</strong>
                </>
              )}
              {move.driver?.flagged && move.driver.phoneAt && (
                <>
                  <br />
                  <strong className="inbox__late">
                    {t(`adminUi.transport.flagged.${move.driver.flagged}`, { phoneTime: format.dateTime(move.driver.phoneAt) })}
                  </strong>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {movesFrom(transport.state).map((kind) => (
        <details key={kind} className="admin__transport-move">
          <summary>{t(`adminUi.transport.moves.${kind}`)}</summary>
          <StaffForm staff={staff} to={returnTo} intent={kind === 'book' ? 'bookCarrier' : 'moveTransport'} className="admin__status">
            <input type="hidden" name="quoteRequestId" value={requestId} />
            <input type="hidden" name="kind" value={kind} />
            {kind === 'book' && <CarrierChoice buying={board.buying} id={`${id}-book`} />}
            {FIELDS[kind]
              .filter((field) => kind !== 'book' || field.name !== 'carrier')
              .map((field) => {
                const fieldId = `${id}-${kind}-${field.name}`;
                const label = t(`adminUi.transport.fields.${field.label}`);
                return (
                  <div key={field.name} className="admin__transport-field">
                    <label htmlFor={fieldId}>{label}</label>
                    {field.type === 'textarea' ? (
                      <textarea id={fieldId} name={field.name} rows={2} maxLength={field.max} required={field.required} />
                    ) : field.type === 'language' ? (
                      <select id={fieldId} name={field.name} defaultValue="">
                        <option value="">{t('adminUi.transport.fields.driverLanguageFromPhone')}</option>
                        {LANGUAGES.map((language) => (
                          <option key={language} value={language} lang={language}>
                            {t(`languages.${language}`)}
                          </option>
                        ))}
                      </select>
                    ) : field.type === 'step' || field.type === 'incident' ? (
                      <select id={fieldId} name={field.name} required>
                        {choicesOf(field.type).map(([value, text]) => (
                          <option key={value} value={value}>
                            {text}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        id={fieldId}
                        name={field.name}
                        type={field.type}
                        maxLength={field.max}
                        required={field.required}
                        aria-describedby={field.type === 'datetime-local' ? `${id}-${kind}-paris` : undefined}
                      />
                    )}
                  </div>
                );
              })}
            <p id={`${id}-${kind}-paris`} className="field__hint">
              {t('adminUi.transport.parisTime')}
            </p>
            <button type="submit">{t('adminUi.transport.save')}</button>
          </StaffForm>
        </details>
      ))}
    </section>
  );
}

/**
 * The agent's word that times the road cannot explain are true: a correction of the last step to
 * the time recorded, with the agent's reason (the times stay; the invoice and the on-time figure follow).
 */
function ConfirmTimes({
  staff,
  returnTo,
  requestId,
  times,
}: {
  staff: Staff;
  returnTo: string;
  requestId: string;
  times: ReturnType<typeof happenedAt>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const step = times.deliveredAt ? 'deliver' : 'pickUp';
  const at = times.deliveredAt ?? times.pickedUpAt;
  if (!at) return null;
  return (
    <StaffForm staff={staff} to={returnTo} intent="moveTransport" className="admin__status">
      <input type="hidden" name="quoteRequestId" value={requestId} />
      <input type="hidden" name="kind" value="correct" />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="at" value={at} />
      <input type="hidden" name="confirms" value="true" />
      <div className="admin__transport-field">
        <label htmlFor={`${id}-reason`}>{t('adminUi.transport.fields.reason')}</label>
        <input id={`${id}-reason`} name="reason" type="text" maxLength={500} required />
      </div>
      <button type="submit">{t('adminUi.transport.doubt.confirm')}</button>
    </StaffForm>
  );
}

/**
 * The buyer's postal address an invoice must name (CGI, art. 242 nonies A), asked on the record
 * when the account's billing details give none: the invoice waits for it, then follows at once.
 */
function BuyerAddressForm({ staff, returnTo, requestId }: { staff: Staff; returnTo: string; requestId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const fields = [
    ['street', 200, 'address-line1'],
    ['postalCode', 16, 'postal-code'],
    ['city', 100, 'address-level2'],
  ] as const;
  return (
    <div role="alert" className="notice notice--error admin__held">
      <p>
        <strong>{t('adminUi.transport.buyerAddress.missing')}</strong>
      </p>
      <StaffForm staff={staff} to={returnTo} intent="keepBuyerAddress" className="admin__status">
        <input type="hidden" name="quoteRequestId" value={requestId} />
        {fields.map(([name, max, autoComplete]) => (
          <div key={name} className="admin__transport-field">
            <label htmlFor={`${id}-${name}`}>{t(`account.billing.fields.${name}`)}</label>
            <input id={`${id}-${name}`} name={name} type="text" maxLength={max} autoComplete={autoComplete} required />
          </div>
        ))}
        <CountrySelect id={`${id}-country`} name="country" label={t('account.billing.fields.country')} defaultValue="FR" />
        <button type="submit">{t('adminUi.transport.buyerAddress.save')}</button>
      </StaffForm>
    </div>
  );
}
