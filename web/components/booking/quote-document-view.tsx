import { useTranslation } from '#web/i18n/use-translation.tsx';
import { keyFromServer } from '#web/i18n/translator.ts';
import { LOCALE_OF } from '#src/domain/language.ts';
import { operatorLine, supportPhoneFor } from '#src/domain/operator.ts';
import { offerTitleOf } from '#src/domain/quote/quote.ts';
import type { QuoteDocument } from '#src/domain/quote/quote-document.ts';
import { dateTimeFormat, numberFormat } from '../intl-formats.ts';
import { useLanguage } from '../use-language.ts';
import type { DocumentAccess } from './quote-document.server.ts';
import { formatDuration, formatPrice } from './format.ts';

type Readable = Exclude<DocumentAccess, { kind: 'expired' }>;

/**
 * Issue 28: the quote as a document a buyer files and gets a purchase order signed on: the
 * carrier, the customer, the transport, the goods, every offer with its price excluding VAT, the
 * VAT and including it, the one chosen marked, until when it holds and what would change it.
 * The same facts as its PDF; printed, the page keeps the document only.
 */
export function QuoteDocumentView({ access }: { access: Readable }) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const document: QuoteDocument = access.document;
  const locale = LOCALE_OF[language];
  const instant = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const day = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const number = numberFormat(locale, { maximumFractionDigits: 3 });
  const percent = numberFormat(locale, { style: 'percent' });
  const at = (iso: string) => instant.format(new Date(iso));
  const wanted = (date: string | null, time: string | null) =>
    date ? `${day.format(new Date(`${date}T00:00:00Z`))}${time ? `, ${time.slice(0, 5)}` : ''}` : t('booking.summary.notCalculated');
  const country = (code: string) => t(keyFromServer(`countries.${code}`), { defaultValue: code });
  const query = access.kind === 'shared' ? `?share=${access.share}` : access.access ? `?access=${access.access}` : '';
  const base = `${home}/quote/${document.id}`;
  const facts = (entries: Array<[string, string]>) => (
    <dl className="quote-document__facts">
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <section className="container quote-document" aria-labelledby="quote-document-title">
      <div className="quote-document__actions no-print">
        <a className="button-primary" href={`${base}/document.pdf${query}`} download>
          {t('booking.document.pdf')}
        </a>
        {access.kind === 'owner' && (
          <a className="button-secondary" href={`${base}${query}`}>
            {t('booking.document.back')}
          </a>
        )}
      </div>
      {access.kind === 'owner' && (
        <div className="quote-document__share no-print">
          <label htmlFor="quote-share-link">{t('booking.document.share', { date: at(document.validUntil) })}</label>
          <input id="quote-share-link" type="url" readOnly value={access.shareUrl} />
        </div>
      )}
      <article className="quote-document__sheet">
        <header className="quote-document__carrier">
          <p className="quote-document__operator">{document.operator.name}</p>
          <p>{operatorLine(document.operator, language, t('footer.operator.vat'))}</p>
        </header>
        <h1 id="quote-document-title">{t('booking.document.title', { reference: document.reference })}</h1>
        <p className="quote-document__dates">
          {t('booking.document.issued', { date: at(document.issuedAt) })} —{' '}
          {t('booking.document.validUntil', { date: at(document.validUntil) })}
        </p>

        <h2>{t('booking.document.shipper')}</h2>
        {facts([
          [t('mail.summary.name'), `${document.shipper.firstName} ${document.shipper.lastName}`.trim()],
          [t('mail.summary.company'), document.shipper.company || t('mail.notProvided')],
          [t('mail.summary.email'), document.shipper.email],
          [t('mail.summary.phone'), document.shipper.phone || t('mail.notProvided')],
          ...(document.poNumber ? ([[t('mail.summary.poNumber'), document.poNumber]] as Array<[string, string]>) : []),
          ...(document.customerReference
            ? ([[t('mail.summary.customerReference'), document.customerReference]] as Array<[string, string]>)
            : []),
        ])}

        <h2>{t('booking.document.transport')}</h2>
        {facts([
          [t('booking.summary.pickup'), `${document.departure.address} (${country(document.departure.country)})`],
          [t('booking.summary.delivery'), `${document.arrival.address} (${country(document.arrival.country)})`],
          [t('booking.timeline.requestedPickup'), wanted(document.requestedPickup.date, document.requestedPickup.time)],
          [
            t('booking.timeline.requestedDelivery'),
            document.requestedDelivery
              ? wanted(document.requestedDelivery.date, document.requestedDelivery.time)
              : t('booking.timeline.asSoonAsPossible'),
          ],
          [
            t('booking.summary.vehicle'),
            document.vehicleType
              ? t(keyFromServer(`booking.vehicles.${document.vehicleType}`), { defaultValue: document.vehicleType })
              : t('mail.notProvided'),
          ],
          [t('booking.summary.distance'), document.distanceKm === null ? t('booking.summary.notCalculated') : `${document.distanceKm} km`],
          [
            t('booking.summary.duration'),
            document.transitSeconds === null ? t('booking.summary.notCalculated') : formatDuration(document.transitSeconds),
          ],
          ...(document.crossings.length
            ? ([
                [
                  t('booking.summary.crossing'),
                  document.crossings.map((crossing) => t(keyFromServer(`booking.crossings.${crossing}`))).join(', '),
                ],
              ] as Array<[string, string]>)
            : []),
        ])}

        <h2>{t('booking.document.goods')}</h2>
        <ul className="quote-document__lines">
          {document.parcels.map((line, index) => (
            <li key={index}>
              {t('booking.summary.line', {
                quantity: line.quantity,
                type: t(`booking.parcelTypes.${line.type}`),
                weight: number.format(line.weight),
                length: line.length,
                width: line.width,
                height: line.height,
              })}
            </li>
          ))}
        </ul>
        {facts([
          [
            t('booking.recap.goods'),
            t('booking.recap.goodsTotals', {
              weight: number.format(document.totals.weightKg),
              volume: number.format(document.totals.volumeM3),
            }),
          ],
          [t('booking.summary.stackable'), t(document.isStackable ? 'booking.yes' : 'booking.no')],
          [t('booking.summary.dangerous'), t(document.isDangerous ? 'booking.yes' : 'booking.no')],
          ...(document.comments ? ([[t('mail.summary.comments'), document.comments]] as Array<[string, string]>) : []),
        ])}

        <h2>{t('booking.document.offers')}</h2>
        <div className="quote-document__table-wrap">
          <table className="quote-document__offers">
            <thead>
              <tr>
                <th scope="col">{t('booking.document.offer')}</th>
                <th scope="col">{t('booking.timeline.pickupWindow')}</th>
                <th scope="col">{t('booking.timeline.estimatedDelivery')}</th>
                <th scope="col">{t('booking.recap.priceExcludingTax')}</th>
                <th scope="col">{t('booking.recap.vat', { rate: percent.format(document.vatRate) })}</th>
                <th scope="col">{t('booking.recap.priceIncludingTax')}</th>
              </tr>
            </thead>
            <tbody>
              {document.offers.map((offer) => (
                <tr key={offer.variant} className={offer.chosen ? 'quote-document__chosen' : undefined}>
                  <th scope="row">
                    {offerTitleOf(offer.variant) ?? offer.title}
                    {offer.chosen && <strong className="quote-document__badge"> {t('booking.document.chosen')}</strong>}
                  </th>
                  <td>
                    {at(offer.pickupWindow.from)} – {at(offer.pickupWindow.to)}
                  </td>
                  <td>
                    {at(offer.estimatedDelivery)}
                    {offer.meetsRequestedDelivery !== undefined &&
                      ` — ${t(offer.meetsRequestedDelivery ? 'booking.timeline.meets' : 'booking.timeline.late')}`}
                  </td>
                  <td>{formatPrice(offer.priceExcludingTax, language)}</td>
                  <td>{formatPrice(offer.vat, language)}</td>
                  <td>{formatPrice(offer.priceIncludingTax, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="quote-document__validity">
          <strong>{t('booking.document.validUntil', { date: at(document.validUntil) })}</strong> {t('booking.document.priceTerms')}
        </p>
        <p>{t('booking.document.contact', { phone: supportPhoneFor(document.operator, language), email: document.operator.email })}</p>
      </article>
    </section>
  );
}

/** A shared link past the quote's validity: said plainly, with the way to a new quote. */
export function DocumentExpired() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <section className="container quote-document" aria-labelledby="quote-document-expired">
      <h1 id="quote-document-expired">{t('booking.document.expiredTitle')}</h1>
      <p>{t('booking.document.expiredText')}</p>
      <a className="button-primary" href={`${home}/quote`}>
        {t('booking.document.newQuote')}
      </a>
    </section>
  );
}
