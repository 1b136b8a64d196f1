import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CORRECTABLE_STEPS, INCIDENT_KINDS, type TransportMove, movesFrom } from '#src/domain/transport/transport-lifecycle.ts';
import { stepName } from '../step-name.ts';
import { LANGUAGES } from '#src/domain/language.ts';
import { driverLanguageOf } from '#src/domain/transport/driver-language.ts';
import { deliveredOnTime, happenedAt } from '#src/domain/transport/step-timing.ts';
import { type TimesDoubt, heldTimes } from '#src/domain/transport/plausible-times.ts';
import { formatDuration } from '#src/domain/pricing/delivery-estimate.ts';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import type { Board, Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';
import { CarrierChoice } from './carrier-choice.tsx';
import { ConfirmTimes, BuyerAddressForm } from './transport-panel-forms.tsx';
import { FIELDS } from './transport-move-fields.ts';
import { Disclosure } from '../ui/disclosure.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

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
        <EmptyState>{t('adminUi.transport.none')}</EmptyState>
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
        <Disclosure key={kind} className="admin__transport-move" summary={t(`adminUi.transport.moves.${kind}`)}>
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
        </Disclosure>
      ))}
    </section>
  );
}
