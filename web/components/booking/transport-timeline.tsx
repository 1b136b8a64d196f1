import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { ShipperTransport } from '#src/application/transport/follow-transport.ts';
import type { TransportMove } from '#src/domain/transport/transport-lifecycle.ts';
import { happenedAt } from '#src/domain/transport/step-timing.ts';
import { usePromiseText } from '../use-promise-text.ts';
import { TransportPath } from './where-the-goods-are.tsx';
import { useTransportLive } from './transport-live.ts';
import { stepName } from '../step-name.ts';
import { Field } from '../ui/field.tsx';

type Fact = [label: string, value: React.ReactNode];

/**
 * The confirmed quote's page as the transport's: each step the agents recorded, oldest
 * first, with what the shipper needs of it — the carrier and the driver's phone once booked, the
 * estimated delivery against the promised one, who received the goods.
 */
export function TransportTimeline({
  quoteId,
  transport,
  consigneeUrl,
  deliveryNoteUrl,
  deliveryPhotoUrl,
  level = 3,
}: {
  /** the quote whose steps the page follows live */
  quoteId: string;
  transport: Omit<ShipperTransport, 'consigneeToken'>;
  consigneeUrl?: string;
  /** the delivery note's PDF, for the shipper once delivered */
  deliveryNoteUrl?: string;
  /** the driver's photo of the delivery, for the shipper: the proof is theirs, not the receiving site's */
  deliveryPhotoUrl?: string;
  /** its heading's level where it stands: under the confirmation's h2, or the consignee page's h1 */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  useTransportLive(quoteId);
  const { moment } = usePromiseText();
  const factsOf = (move: TransportMove): Fact[] => {
    switch (move.kind) {
      case 'book':
        return [
          [t('booking.transport.carrier'), move.carrier],
          [t('booking.transport.vehicle'), `${move.vehicle} — ${move.registration}`],
          [
            t('booking.transport.driver'),
            <>
              {move.driverFirstName} — <a href={`tel:${move.driverPhone.replace(/[^\d+]/g, '')}`}>{move.driverPhone}</a>
            </>,
          ],
          [t('booking.transport.plannedPickup'), moment(move.plannedPickup)],
        ];
      case 'eta': {
        const late = transport.promisedDelivery !== null && Date.parse(move.estimatedDelivery) > Date.parse(transport.promisedDelivery);
        return [
          [t('booking.transport.estimatedDelivery'), `${moment(move.estimatedDelivery)}${late ? ` — ${t('booking.transport.late')}` : ''}`],
          ...(transport.promisedDelivery
            ? ([[t('booking.transport.promisedDelivery'), moment(transport.promisedDelivery)]] as Fact[])
            : []),
          [t('booking.transport.reason'), move.reason],
        ];
      }
      case 'incident':
        return [[t(`booking.transport.incidents.${move.incident}`), move.note]];
      case 'arrive':
        return [];
      case 'load':
        return [[t('booking.transport.loading'), t('booking.transport.counted', { counted: move.counted, ordered: move.ordered })]];
      case 'pickUp':
        return [];
      case 'deliver':
        return [
          [t('booking.transport.receivedBy'), move.receivedBy],
          ...(move.note ? ([[t('booking.transport.note'), move.note]] as Fact[]) : []),
          // What the driver's phone gathered, on the shipper's page only.
          ...(move.proof && deliveryNoteUrl
            ? ([
                [
                  t('booking.transport.proof.title'),
                  [move.proof.signed && t('booking.transport.proof.signed'), move.proof.inGoodOrder && t('booking.transport.proof.ticked')]
                    .filter(Boolean)
                    .join(' — '),
                ],
                ...(move.proof.photos > 0 && deliveryPhotoUrl
                  ? ([
                      [t('booking.transport.deliveryNote.photos'), <a href={deliveryPhotoUrl}>{t('booking.transport.proof.photo')}</a>],
                    ] as Fact[])
                  : []),
              ] as Fact[])
            : []),
        ];
      case 'cancel':
        return [
          [t('booking.transport.cancelledBy'), move.by],
          [t('booking.transport.reason'), move.reason],
        ];
      case 'correct':
        return [
          [t('booking.transport.correctedStep'), t(`booking.transport.steps.${move.step}`)],
          [t('booking.transport.correctedTime'), moment(move.at)],
          [t('booking.transport.reason'), move.reason],
        ];
    }
  };
  // When a step happened: the moment it names (a pickup, a delivery, as last corrected; the driver's
  // steps by the phone's time), else when it was recorded.
  const happened = happenedAt(transport.steps.map(({ move }) => move));
  const when = ({ move, at }: ShipperTransport['steps'][number]) =>
    moment(
      move.kind === 'pickUp'
        ? happened.pickedUpAt!
        : move.kind === 'deliver'
          ? happened.deliveredAt!
          : move.kind === 'arrive' || move.kind === 'load' || move.kind === 'incident'
            ? (move.at ?? at)
            : at,
    );
  const latest = transport.steps.at(-1);
  return (
    <section className="transport-timeline" aria-labelledby="transport-timeline-title">
      <Heading id="transport-timeline-title">{t('booking.transport.title')}</Heading>
      <TransportPath state={transport.state} />
      <ol aria-label={t('booking.transport.history')}>
        <li>
          <p className="transport-timeline__step">
            <strong>{t('booking.transport.steps.confirmed')}</strong> <span>{moment(transport.confirmedAt)}</span>
          </p>
        </li>
        {transport.steps.map((step, index) => {
          const facts = factsOf(step.move);
          return (
            <li key={index} className={step.move.kind === 'incident' ? 'transport-timeline__incident' : undefined}>
              <p className="transport-timeline__step">
                <strong>{stepName(step.move, t)}</strong> <span>{when(step)}</span>
              </p>
              {facts.length > 0 && (
                <dl>
                  {facts.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
      {transport.state === 'confirmed' && <p className="field__hint">{t('booking.transport.waiting')}</p>}
      {transport.distanceLeft && (
        <p className="transport-timeline__left">
          {t('booking.transport.distanceLeft', {
            distance: transport.distanceLeft.distanceKm,
            arrival: moment(transport.distanceLeft.estimatedArrival),
            time: moment(transport.distanceLeft.positionAt),
          })}
        </p>
      )}
      {/* A step that arrives while the page is open is read out; on load, nothing is. */}
      <p role="status" className="visually-hidden">
        {latest && `${stepName(latest.move, t)} — ${when(latest)}`}
      </p>
      {deliveryNoteUrl && transport.state === 'delivered' && (
        <p>
          <a href={deliveryNoteUrl} download>
            {t('booking.transport.deliveryNote.download')}
          </a>
        </p>
      )}
      {consigneeUrl && (
        <Field
          className="transport-timeline__share"
          label={t('booking.transport.consigneeLink')}
          hint={t('booking.transport.consigneeHint')}
        >
          {(control) => <input {...control} type="url" readOnly value={consigneeUrl} />}
        </Field>
      )}
    </section>
  );
}
