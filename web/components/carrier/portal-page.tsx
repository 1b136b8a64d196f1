import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { CarrierPortalView, PortalDocument, PortalOffer } from '#src/application/carriers/carrier-portal.ts';
import { type FormOutcome, invalidFields } from './form-outcome.ts';
import { CARRIER_DOCUMENT_KINDS, LICENCE_KINDS } from '#src/domain/carriers/carrier.ts';
import { formatters } from '../admin/format.ts';
import { useLanguage } from '../use-language.ts';
import { type ContestOutcome, type InvoiceOutcome, PortalInvoices } from './portal-invoices.tsx';
import { PortalMandate } from './portal-mandate.tsx';

/** What the upload form came to: kept, or refused with the fields to fix. */
export type UploadOutcome = FormOutcome<'uploaded'>;

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
        <button type="submit" className="button-link">
          {t('carrier.portal.signOut')}
        </button>
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
        <p>{t('carrier.portal.noOffers')}</p>
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
          <a className="button-primary" href={offer.link}>
            {t('carrier.portal.jobLink', { reference: offer.reference })}
          </a>{' '}
          <a href={`${offer.link}/transport-order.pdf`}>{t('carrier.portal.orderPdf', { reference: offer.reference })}</a>
        </p>
      ) : (
        offer.link && (
          <p className="carrier-portal__actions">
            <a className="button-primary" href={offer.link}>
              {t('carrier.portal.answerLink', { reference: offer.reference })}
            </a>
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

function Documents({ view }: { view: CarrierPortalView }) {
  const { t } = useTranslation();
  const kind = (value: string) => t(`carrier.portal.kinds.${value as PortalDocument['document']['kind']}`);
  return (
    <section aria-labelledby="carrier-portal-documents">
      <h2 id="carrier-portal-documents">{t('carrier.portal.documentsTitle')}</h2>
      {view.problems.length > 0 ? (
        <div className="notice notice--error">
          <p>{t('carrier.portal.blocked')}</p>
          <ul>
            {view.problems.map((problem) => (
              <li key={problem.kind}>
                {t(`carrier.portal.problems.${problem.problem}`, { document: kind(problem.kind), date: problem.expiredOn ?? '' })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="notice notice--success">{t('carrier.portal.clear')}</p>
      )}
      {view.documents.length === 0 ? (
        <p>{t('carrier.portal.noDocuments')}</p>
      ) : (
        <ul className="carrier-portal__list" aria-label={t('carrier.portal.documentsCaption')}>
          {view.documents.map((entry) => (
            <li key={entry.document.id}>
              <DocumentItem entry={entry} name={kind(entry.document.kind)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentItem({ entry, name }: { entry: PortalDocument; name: string }) {
  const { t } = useTranslation();
  const { document, status } = entry;
  const id = useId();
  const { home } = useLanguage();
  return (
    <article aria-labelledby={id} className="carrier-portal__item">
      <h3 id={id}>{name}</h3>
      <dl className="carrier-offer__facts">
        <dt>{t('carrier.portal.number')}</dt>
        <dd>{document.number}</dd>
        <dt>{t('carrier.portal.issuedOn')}</dt>
        <dd>{document.issuedOn}</dd>
        <dt>{t('carrier.portal.expiresOn')}</dt>
        <dd>{document.expiresOn}</dd>
        <dt>{t('carrier.portal.documentStatus')}</dt>
        <dd>
          <strong className={`carrier-portal__status carrier-portal__status--${status}`}>
            {t(`carrier.portal.documentStatuses.${status}`)}
          </strong>
        </dd>
      </dl>
      {document.file && (
        <p>
          <a
            href={`${home}/carrier/documents/${document.id}`}
            aria-label={t('carrier.portal.scanOf', { document: name, number: document.number })}
          >
            {t('carrier.portal.scan')} ({document.file.name})
          </a>
        </p>
      )}
    </article>
  );
}

/** The upload form: its fields say what each document kind asks; the server decides what holds. */
function Upload({ outcome }: { outcome: UploadOutcome }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = invalidFields(outcome);
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': invalid.has(name) || undefined,
    'aria-describedby': invalid.has(name) ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string, key: 'required' | 'date' | 'file') =>
    invalid.has(name) && (
      <p id={`${id}-${name}-error`} className="field__error">
        {t(`carrier.portal.errors.${key}`)}
      </p>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="drive__next">
      <h2 id={`${id}-title`}>{t('carrier.portal.uploadTitle')}</h2>
      <p className="field__hint">{t('carrier.portal.uploadIntro')}</p>
      <div role="status">{outcome === 'uploaded' && <p className="notice notice--success">{t('carrier.portal.uploaded')}</p>}</div>
      {invalid.size > 0 && (
        <p role="alert" className="notice notice--error">
          {t('carrier.portal.errors.invalid')}
        </p>
      )}
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="upload" />
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('carrier.portal.kind')}</label>
          <select {...field('kind')} required>
            {CARRIER_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`carrier.portal.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-licence`}>{t('carrier.portal.licenceKind')}</label>
          <select {...field('licence')}>
            {LICENCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`carrier.portal.licences.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-number`}>{t('carrier.portal.numberLabel')}</label>
          <input {...field('number')} required maxLength={100} autoComplete="off" />
          {error('number', 'required')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-issuedOn`}>{t('carrier.portal.issuedOnLabel')}</label>
          <input {...field('issuedOn')} type="date" required />
          {error('issuedOn', 'date')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-expiresOn`}>{t('carrier.portal.expiresOnLabel')}</label>
          <input
            {...field('expiresOn')}
            type="date"
            aria-describedby={`${id}-expiresOn-hint${invalid.has('expiresOn') ? ` ${id}-expiresOn-error` : ''}`}
          />
          <p id={`${id}-expiresOn-hint`} className="field__hint">
            {t('carrier.portal.expiresHint')}
          </p>
          {error('expiresOn', 'date')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-insurer`}>{t('carrier.portal.insurer')}</label>
          <input {...field('insurer')} maxLength={200} autoComplete="off" />
          {error('insurer', 'required')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-coverEuros`}>{t('carrier.portal.cover')}</label>
          <input {...field('coverEuros')} type="number" min={0} step={1000} inputMode="numeric" />
          {error('coverEuros', 'required')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('carrier.portal.file')}</label>
          <input {...field('file')} type="file" required accept="application/pdf,image/jpeg,image/png" />
          {error('file', 'file')}
        </div>
        <button type="submit" className="button-primary drive__button">
          {t('carrier.portal.submit')}
        </button>
      </form>
    </section>
  );
}
