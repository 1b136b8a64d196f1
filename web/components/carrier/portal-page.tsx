import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { CarrierPortalView, PortalOffer } from '#src/application/carriers/carrier-portal.ts';
import { formatters } from '../ui/format.ts';
import { type ContestOutcome, type InvoiceOutcome, PortalInvoices } from './portal-invoices.tsx';
import { PortalMandate } from './portal-mandate.tsx';
import { Documents, Upload, type UploadOutcome } from './portal-documents.tsx';
import { Button, LinkButton } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

export type { UploadOutcome };

/**
 * A carrier's own page, phone first: the offers made to it and the jobs it was given (each opening
 * its offer's page), its documents with what still stops a job, a form to send a document, and
 * its invoices to Flash with the form that sends one.
 * Every form posts to the page: it works without scripts.
 */
export function CarrierPortalPage({
  view,
  outcome,
  invoiceOutcome = null,
  contestOutcome = null,
}: {
  view: CarrierPortalView;
  outcome: UploadOutcome;
  invoiceOutcome?: InvoiceOutcome;
  contestOutcome?: ContestOutcome;
}) {
  const { t } = useTranslation();
  return (
    <section className="container drive carrier-portal" aria-labelledby="carrier-portal-title">
      <h1 id="carrier-portal-title">{t('pages.carrierPortal.heading')}</h1>
      <p>{t('carrier.portal.hello', { name: view.name, company: view.company })}</p>
      <form method="post">
        <input type="hidden" name="intent" value="signOut" />
        <Button kind="link" type="submit">
          {t('carrier.portal.signOut')}
        </Button>
      </form>
      <Offers offers={view.offers} />
      <Documents view={view} />
      <Upload outcome={outcome} />
      <PortalMandate mandate={view.mandate} />
      <PortalInvoices invoices={view.invoices} outcome={invoiceOutcome} contestOutcome={contestOutcome} />
    </section>
  );
}

function Offers({ offers }: { offers: PortalOffer[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="carrier-portal-offers">
      <h2 id="carrier-portal-offers">{t('carrier.portal.offersTitle')}</h2>
      {offers.length === 0 ? (
        <EmptyState>{t('carrier.portal.noOffers')}</EmptyState>
      ) : (
        <ul className="carrier-portal__list" aria-label={t('carrier.portal.offersCaption')}>
          {offers.map((offer) => (
            <li key={`${offer.reference}-${offer.status}`}>
              <OfferItem offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferItem({ offer }: { offer: PortalOffer }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  const id = useId();
  const lane = `${offer.from} → ${offer.to}`;
  if (offer.status === 'taken')
    return (
      <article aria-labelledby={id} className="carrier-portal__item carrier-portal__item--past">
        <h3 id={id}>{lane}</h3>
        <p>
          {offer.reference} · {t('carrier.portal.statuses.taken')}
        </p>
      </article>
    );
  const status =
    offer.status === 'awarded'
      ? t(`carrier.portal.statuses.${jobStatus(offer)}`)
      : offer.status === 'closed'
        ? t('carrier.portal.statuses.closed')
        : t(`carrier.portal.statuses.${offer.status}`, { deadline: format.dateTime(offer.deadline) });
  return (
    <article aria-labelledby={id} className={`carrier-portal__item${offer.status === 'closed' ? ' carrier-portal__item--past' : ''}`}>
      <h3 id={id}>{lane}</h3>
      <dl className="carrier-offer__facts">
        <dt>{t('carrier.portal.reference')}</dt>
        <dd>{offer.reference}</dd>
        <dt>{t('carrier.portal.pickup')}</dt>
        <dd>{offer.pickupFrom ? format.dateTime(offer.pickupFrom) : t('carrier.portal.asSoonAsPossible')}</dd>
        <dt>{t('carrier.portal.price')}</dt>
        <dd>{format.money(offer.priceEuros)}</dd>
        <dt>{t('carrier.portal.status')}</dt>
        <dd>{status}</dd>
      </dl>
      {offer.status === 'awarded' ? (
        <p className="carrier-portal__actions">
          <LinkButton href={offer.link}>{t('carrier.portal.jobLink', { reference: offer.reference })}</LinkButton>{' '}
          <a href={`${offer.link}/transport-order.pdf`}>{t('carrier.portal.orderPdf', { reference: offer.reference })}</a>
        </p>
      ) : (
        offer.link && (
          <p className="carrier-portal__actions">
            <LinkButton href={offer.link}>{t('carrier.portal.answerLink', { reference: offer.reference })}</LinkButton>
          </p>
        )
      )}
    </article>
  );
}

/** Where a job given to the carrier stands: to confirm, then the transport's own steps. */
function jobStatus(job: Extract<PortalOffer, { status: 'awarded' }>) {
  if (job.transportState !== 'confirmed') return job.transportState;
  return job.confirmed ? 'booked' : 'toConfirm';
}
