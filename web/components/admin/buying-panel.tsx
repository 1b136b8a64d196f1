import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { TENDER_MODES, type Tender, type TenderOffer, awardablePrice } from '#src/domain/carriers/tender.ts';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import { vehicleLabel } from './labels.ts';
import { StaffForm } from './staff-form.tsx';
import type { Board, BuyingOutcome, Staff } from './types.ts';
import { Field } from '../ui/field.tsx';
import { Tick } from '../ui/tick.tsx';
import { Table } from '../ui/table.tsx';

type Buying = NonNullable<Board['buying']>;

/**
 * Buying a confirmed request's transport, on its record: who it was offered to and each answer as
 * it arrives (the page follows the events), the award and the margin; while no carrier has it,
 * the carriers that fit (best first) to offer it to, at a price and until a deadline.
 */
export function BuyingPanel({
  buying,
  staff,
  returnTo,
  requestId,
  outcome,
  now,
}: {
  buying: Buying;
  staff: Staff;
  returnTo: string;
  requestId: string;
  outcome: BuyingOutcome | null;
  /** the page's clock (its data's time): which proposals still hold */
  now: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const id = useId();
  const { award, margin } = buying;
  return (
    <section aria-labelledby={`${id}-title`} className="admin__buying">
      <h3 id={`${id}-title`}>{t('adminUi.buying.title')}</h3>
      {outcome && (
        <p role={outcome === 'done' ? 'status' : 'alert'} className={`notice${outcome === 'done' ? '' : ' notice--error'}`}>
          {t(`adminUi.buying.outcomes.${outcome}`)}
        </p>
      )}
      <dl className="admin__buying-figures">
        <dt>{t('adminUi.buying.sale')}</dt>
        <dd>{buying.saleEuros === null ? t('adminUi.buying.none') : format.money(buying.saleEuros)}</dd>
        <dt>{t('adminUi.buying.purchase')}</dt>
        <dd>{award ? format.money(award.priceEuros) : t('adminUi.buying.none')}</dd>
        <dt>{t('adminUi.buying.margin')}</dt>
        <dd className={margin && margin.euros < 0 ? 'admin__negative' : undefined}>
          {margin
            ? `${format.money(margin.euros)}${margin.rate === null ? '' : ` (${format.percent(margin.rate)})`}`
            : t('adminUi.buying.none')}
        </dd>
      </dl>
      {award && (
        <p>
          {t(award.awardedBy ? 'adminUi.buying.awardedBy' : 'adminUi.buying.awardedFirst', {
            carrier: award.carrierName,
            at: format.dateTime(award.awardedAt),
            by: award.awardedBy ?? '',
          })}
          {award.confirmedAt && ` ${t('adminUi.buying.confirmed', { at: format.dateTime(award.confirmedAt) })}`}
          {award.marginReason && ` ${t('adminUi.buying.marginReasonGiven', { reason: award.marginReason })}`}{' '}
          <a href={`/api/admin/transports/${requestId}/consignment-note.pdf`} download>
            {t('adminUi.buying.consignmentNote')}
          </a>
        </p>
      )}
      {buying.tenders.map((tender) => (
        <TenderTrail key={tender.id} tender={tender} staff={staff} returnTo={returnTo} requestId={requestId} awardable={!award} now={now} />
      ))}
      {!award && <TenderForm buying={buying} staff={staff} returnTo={returnTo} requestId={requestId} />}
    </section>
  );
}

/** One tender: its price, deadline and mode, then each carrier offered it, its answer, and the award button where it may be awarded. */
function TenderTrail({
  tender,
  staff,
  returnTo,
  requestId,
  awardable,
  now,
}: {
  tender: Tender;
  staff: Staff;
  returnTo: string;
  requestId: string;
  awardable: boolean;
  now: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const answerText = (offer: TenderOffer) => {
    const { answer } = offer;
    if (!answer) return t('adminUi.buying.answers.none');
    if (answer.kind === 'accept') return t('adminUi.buying.answers.accept');
    if (answer.kind === 'propose')
      return t('adminUi.buying.answers.propose', { price: format.money(answer.priceEuros), until: format.dateTime(answer.validUntil) });
    return t('adminUi.buying.answers.decline', { reason: t(`carrier.offer.reasons.${answer.reason}`) });
  };
  return (
    <div className="admin__tender">
      <p>
        {t('adminUi.buying.tender', {
          price: format.money(tender.priceEuros),
          deadline: format.dateTime(tender.deadline),
          by: tender.openedBy,
          at: format.dateTime(tender.openedAt),
        })}{' '}
        {t(`adminUi.buying.modes.${tender.mode}`)}
      </p>
      <Table
        caption={t('adminUi.buying.offersCaption')}
        captionHidden
        columns={[
          t('adminUi.buying.carrier'),
          t('adminUi.buying.answer'),
          t('adminUi.buying.answeredAt'),
          { heading: t('adminUi.buying.award'), hidden: true },
        ]}
      >
        {tender.offers.map((offer) => {
          const price = awardablePrice(tender, offer, new Date(now));
          return (
            <tr key={offer.carrierId}>
              <th scope="row">{offer.carrierName}</th>
              <td>{answerText(offer)}</td>
              <td>{offer.answeredAt ? format.dateTime(offer.answeredAt) : '—'}</td>
              <td>
                {awardable && price !== undefined && (
                  <StaffForm staff={staff} to={returnTo} intent="awardCarrier" className="admin__inline-form">
                    <input type="hidden" name="quoteRequestId" value={requestId} />
                    <input type="hidden" name="carrierId" value={offer.carrierId} />
                    <button type="submit">{t('adminUi.buying.awardTo', { carrier: offer.carrierName, price: format.money(price) })}</button>
                  </StaffForm>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}

/** Offer the job: the carriers that fit (those whose documents stop an award cannot be picked), the price, the deadline and how it is awarded. */
function TenderForm({ buying, staff, returnTo, requestId }: { buying: Buying; staff: Staff; returnTo: string; requestId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  return (
    <StaffForm staff={staff} to={returnTo} intent="openTender" className="admin__tender-form">
      <input type="hidden" name="quoteRequestId" value={requestId} />
      <fieldset>
        <legend>{t('adminUi.buying.candidates', { vehicle: vehicleLabel(t, buying.vehicleClass) })}</legend>
        {buying.candidates.length === 0 && <p>{t('adminUi.buying.noCandidates')}</p>}
        {buying.candidates.map(({ carrier, problems, standing, record }) => (
          <Tick
            key={carrier.id}
            type="checkbox"
            name="carrierIds"
            value={carrier.id}
            disabled={problems.length > 0}
            defaultChecked={problems.length === 0}
            label={carrier.company}
            hint={
              problems.length > 0
                ? problems
                    .map((problem) =>
                      t(`adminUi.carriers.problems.${problem.problem}`, { document: t(`adminUi.carriers.documents.${problem.kind}`) }),
                    )
                    .join(' ')
                : t('adminUi.buying.standing', {
                    standing: format.percent(standing),
                    offers: record.offers,
                    accepted: record.accepted,
                    onTime: record.onTime,
                    delivered: record.delivered,
                  })
            }
          />
        ))}
      </fieldset>
      <Field
        label={t('adminUi.buying.price')}
        hint={buying.saleEuros === null ? undefined : t('adminUi.buying.priceHint', { sale: format.money(buying.saleEuros) })}
      >
        {(control) => (
          <input
            {...control}
            name="priceEuros"
            type="number"
            min={1}
            step="0.01"
            required
            defaultValue={buying.proposedPriceEuros ?? undefined}
          />
        )}
      </Field>
      <Field label={t('adminUi.buying.deadline')}>
        {(control) => (
          <input {...control} name="deadlineMinutes" type="number" min={1} max={1440} required defaultValue={buying.deadlineMinutes} />
        )}
      </Field>
      <fieldset>
        <legend>{t('adminUi.buying.mode')}</legend>
        {TENDER_MODES.map((mode) => (
          <Tick
            key={mode}
            type="radio"
            name="mode"
            value={mode}
            defaultChecked={mode === 'firstToAccept'}
            label={t(`adminUi.buying.modes.${mode}`)}
          />
        ))}
      </fieldset>
      <Field label={t('adminUi.buying.marginReason')} hint={t('adminUi.buying.marginReasonHint')}>
        {(control) => <input {...control} name="marginReason" maxLength={500} />}
      </Field>
      <button type="submit" disabled={buying.candidates.every((entry) => entry.problems.length > 0)}>
        {t('adminUi.buying.open')}
      </button>
    </StaffForm>
  );
}
