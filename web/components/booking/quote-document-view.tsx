import { useTranslation } from '#web/i18n/use-translation.tsx';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { LOCALE_OF } from '#src/domain/language.ts';
import type { QuoteDocument } from '#src/domain/quote/quote-document.ts';
import { quoteDocumentText } from '#src/texts/quote-document-text.ts';
import { dateTimeFormat } from '#src/domain/formats.ts';
import { useLanguage } from '../use-language.ts';
import type { DocumentAccess } from './quote-document.server.ts';
import { LinkButton } from '../ui/button.tsx';

type Readable = Exclude<DocumentAccess, { kind: 'expired' }>;

/**
 * The quote as a document a buyer files and gets a purchase order signed on: the
 * carrier, the customer, the transport, the goods, every offer with its price excluding VAT, the
 * VAT and including it, the one chosen marked, until when it holds and what would change it.
 * The same facts as its PDF; printed, the page keeps the document only.
 */
export function QuoteDocumentView({ access }: { access: Readable }) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const document: QuoteDocument = access.document;
  const words = quoteDocumentText(document, language, t);
  const shareUntil = dateTimeFormat(LOCALE_OF[language], { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(document.validUntil),
  );
  const query = access.kind === 'shared' ? `?share=${access.share}` : access.access ? `?access=${access.access}` : '';
  const base = `${home}/quote/${document.id}`;
  const facts = (entries: ReadonlyArray<[string, string]>) => (
    <dl className="quote-document__facts">
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
  const columns = words.offerColumns;

  return (
    <section className="container quote-document" aria-labelledby="quote-document-title">
      <div className="quote-document__actions no-print">
        <LinkButton href={`${base}/document.pdf${query}`} download>
          {t('booking.document.pdf')}
        </LinkButton>
        {access.kind === 'owner' && (
          <LinkButton kind="secondary" href={`${base}${query}`}>
            {t('booking.document.back')}
          </LinkButton>
        )}
      </div>
      {access.kind === 'owner' && (
        <div className="quote-document__share no-print">
          <label htmlFor="quote-share-link">{t('booking.document.share', { date: shareUntil })}</label>
          <input id="quote-share-link" type="url" readOnly value={access.shareUrl} />
        </div>
      )}
      <article className="quote-document__sheet">
        <header className="quote-document__carrier">
          <p className="quote-document__operator">{words.operatorName}</p>
          <p>{words.operatorLine}</p>
        </header>
        <h1 id="quote-document-title">{words.title}</h1>
        <p className="quote-document__dates">{words.dates}</p>

        <h2>{words.shipperHeading}</h2>
        {facts(words.shipper)}

        <h2>{words.transportHeading}</h2>
        {facts(words.transport)}

        <h2>{words.goodsHeading}</h2>
        <ul className="quote-document__lines">
          {words.goodsLines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        {facts(words.goods)}

        <h2>{words.offersHeading}</h2>
        <div className="quote-document__table-wrap">
          <table className="quote-document__offers">
            <thead>
              <tr>
                <th scope="col">{columns.offer}</th>
                <th scope="col">{columns.pickupWindow}</th>
                <th scope="col">{columns.estimatedDelivery}</th>
                <th scope="col">{columns.priceExcludingTax}</th>
                <th scope="col">{columns.vat}</th>
                <th scope="col">{columns.priceIncludingTax}</th>
                <th scope="col">{columns.co2e}</th>
              </tr>
            </thead>
            <tbody>
              {words.offers.map((offer) => (
                <tr key={offer.variant} className={offer.chosen ? 'quote-document__chosen' : undefined}>
                  <th scope="row">
                    {offer.title}
                    {offer.chosen && <strong className="quote-document__badge"> {words.chosen}</strong>}
                  </th>
                  <td>{offer.pickupWindow}</td>
                  <td>
                    {offer.estimatedDelivery}
                    {offer.drive && <span className="quote-document__drive">{offer.drive}</span>}
                  </td>
                  <td>{offer.priceExcludingTax}</td>
                  <td>{offer.vat}</td>
                  <td>{offer.priceIncludingTax}</td>
                  <td>
                    {offer.co2e ? (
                      <>
                        {offer.co2e.figure}
                        <span className="quote-document__drive">{offer.co2e.method}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="quote-document__validity">
          <strong>{words.validUntil}</strong> {words.priceTerms}
        </p>
        <p>{words.vatNote}</p>
        <p>{words.contact}</p>
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
      <LinkButton href={`${home}/quote`}>{t('booking.document.newQuote')}</LinkButton>
    </section>
  );
}
