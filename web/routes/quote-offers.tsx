import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { Form, useSearchParams } from 'react-router';
import { offerPageAction, offerPageLoader } from '../components/booking/offer-page.server.ts';
import { OfferCard } from '../components/booking/offer-card.tsx';
import { QuoteRecap, useRegisteredMessage } from '../components/booking/quote-recap.tsx';
import { ParisTimeNote } from '../components/booking/paris-time-note.tsx';
import { TransportTimeline } from '../components/booking/transport-timeline.tsx';
import { RouteSummary } from '../components/booking/route-summary.tsx';
import { UnpricedNotes } from '../components/booking/offer-view.tsx';
import { useVehicleLabel } from '../components/booking/vehicle-list.tsx';
import { useWhereTheGoodsAre } from '../components/booking/where-the-goods-are.tsx';
import { whereTheGoodsAre } from '#src/domain/transport/where-the-goods-are.ts';
import { SitePage } from '../components/site-page.tsx';
import { useLanguage } from '../components/use-language.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { QUOTE_TOOL_TEXTS } from '../i18n/text-parts.ts';
import type { Route } from './+types/quote-offers';
import { ContactPanel, CompanyStanding } from '../components/booking/offer-page-panels.tsx';
import { Button, LinkButton } from '../components/ui/button.tsx';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'quote');

export async function loader(args: Route.LoaderArgs) {
  return { ...(await offerPageLoader(args)), messages: pageMessages(args.params, ['pages.quote', ...QUOTE_TOOL_TEXTS]) };
}

export const action = (args: Route.ActionArgs) => offerPageAction(args);

export default function QuoteOffersPage(props: Route.ComponentProps) {
  return (
    <PageTexts messages={props.loaderData.messages}>
      <OfferPage {...props} />
    </PageTexts>
  );
}

function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const vehicleLabel = useVehicleLabel();
  const [search] = useSearchParams();
  const { reference, offers, unpriced, pricesVisible, shipment, status, selectedOffer, contact } = loaderData;
  const noRoadLink = unpriced.some((offer) => offer.reason === 'noRoadLink');
  const registeredMessage = useRegisteredMessage();
  const whereText = useWhereTheGoodsAre();
  const where = loaderData.transport && whereTheGoodsAre(loaderData.transport);
  const vehicle = vehicleLabel({ value: shipment.vehicleType ?? '', label: shipment.vehicleType ?? '' }, shipment.vehicleChosen);
  const recapOf = (offer: (typeof offers)[number], title: string, titleId: string) =>
    contact && (
      <QuoteRecap
        title={title}
        titleId={titleId}
        shipment={shipment}
        vehicleLabel={vehicle}
        offer={offer}
        contact={{ name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email, phone: contact.phone }}
      />
    );
  const confirmed = offers.find((offer) => offer.variant === selectedOffer);
  const errors = Object.fromEntries((actionData?.errors ?? []).map((error) => [error.field, t(`validation.${error.key}`)]));
  const chosen = pricesVisible ? offers.find((offer) => offer.id === search.get('choose')) : undefined;
  // A visitor who came by the email's link keeps its capability from page to page.
  const access = search.get('access');
  const pageLink = (query: Record<string, string>) => `?${new URLSearchParams({ ...query, ...(access ? { access } : {}) }).toString()}`;
  const priced = offers[0];
  // Once a carrier is booked, a confirmed quote's page leads with where the goods are, not with the call to come.
  const lead =
    where && where.state !== 'confirmed'
      ? whereText(where)
      : { title: t('booking.registered.title'), message: registeredMessage(reference, contact?.phone) };

  const outcome = (title: string, message: string, recap?: React.ReactNode) => (
    <div className="booking-outcome">
      <h2>{title}</h2>
      <p>{message}</p>
      {loaderData.transport && (
        <TransportTimeline
          quoteId={loaderData.id}
          transport={loaderData.transport}
          consigneeUrl={loaderData.transport.consigneeUrl}
          deliveryNoteUrl={`${home}/quote/${loaderData.id}/delivery-note.pdf${access ? `?access=${access}` : ''}`}
          deliveryPhotoUrl={`${home}/quote/${loaderData.id}/delivery-photo${access ? `?access=${access}` : ''}`}
        />
      )}
      {recap}
      {status === 'offer_confirmed' && (
        <p>
          <a href={`${home}/quote/${loaderData.id}/document${access ? `?access=${access}` : ''}`}>{t('booking.document.open')}</a>
        </p>
      )}
      <LinkButton href={`${home}/quote`}>{t('booking.newQuote')}</LinkButton>
    </div>
  );

  return (
    <>
      {status === 'offer_confirmed' ? (
        // Once confirmed, the page is the transport's: its title, not the quote form's invitation.
        <section className="container page-intro">
          <h1>{t('booking.transport.pageTitle', { reference })}</h1>
        </section>
      ) : (
        <SitePage pageKey="quote" />
      )}
      <section id="booking-form" className="booking" aria-label={t('booking.sectionLabel')}>
        <div className="container">
          {loaderData.company && <CompanyStanding company={loaderData.company} />}
          {status === 'offer_confirmed' ? (
            outcome(lead.title, lead.message, confirmed && recapOf(confirmed, t('booking.recap.registeredTitle'), 'registered-recap-title'))
          ) : status === 'callback_requested' ? (
            outcome(t('booking.callbackSent.title'), t('booking.callbackSent.message'))
          ) : (
            <div className="offer-view">
              <div className="offer-view__main">
                <h2>{t('booking.offers.title')}</h2>
                {offers.length > 0 && <ParisTimeNote />}
                {actionData?.failed && (
                  <p className="notice notice--error" role="alert">
                    {t('booking.toasts.saveFailed')}
                  </p>
                )}
                {actionData?.tooMany && (
                  <p className="notice notice--error" role="alert">
                    {t('quoteErrors.tooMany')}
                  </p>
                )}
                {actionData?.confirmErrors && (
                  <p className="notice notice--error" role="alert">
                    {actionData.confirmErrors.map((error) => t(`validation.${error.key}`)).join(' ')}
                  </p>
                )}
                {actionData?.expired && (
                  <Form method="post" className="notice notice--error" role="alert">
                    <p>{t(`quoteErrors.expired.${actionData.expired}`)}</p>
                    <input type="hidden" name="intent" value="reprice" />
                    <Button type="submit">{t('booking.expired.reprice')}</Button>
                  </Form>
                )}
                {chosen && (
                  <Form method="post" className="panel" aria-labelledby="confirm-title">
                    <h3 id="confirm-title">{t('booking.confirm.title')}</h3>
                    <p>{t('booking.confirm.intro', { offer: chosen.title })}</p>
                    <p>
                      {t('booking.confirm.reference')} <strong className="quote-id">{reference}</strong>
                    </p>
                    {recapOf(chosen, t('booking.recap.title'), 'confirm-recap-title')}
                    <input type="hidden" name="intent" value="confirm" />
                    <input type="hidden" name="selectedOffer" value={chosen.id} />
                    <div className="modal__actions">
                      <LinkButton kind="secondary" href={pageLink({})}>
                        {t('booking.cancel')}
                      </LinkButton>
                      <Button type="submit">{t('booking.confirm.submit')}</Button>
                    </div>
                  </Form>
                )}
                {offers.length === 0 ? (
                  <>
                    <p className="notice">{t('booking.offers.none')}</p>
                    <ContactPanel intent="callback" errors={errors} reason={noRoadLink ? t('booking.callback.noRoadLink') : undefined} />
                  </>
                ) : (
                  <ol className="offer-view__cards">
                    {offers.map((offer, index) => (
                      <li key={offer.id}>
                        <OfferCard
                          slot={offer}
                          isCheapest={index === 0}
                          privateSender={!shipment.isProfessional}
                          action={
                            pricesVisible ? (
                              <LinkButton href={pageLink({ choose: offer.id })}>
                                {t('booking.offers.choose')}
                                <span className="visually-hidden"> {offer.title}</span>
                              </LinkButton>
                            ) : (
                              <LinkButton href="#contact-form">
                                {t('booking.offers.see')}
                                <span className="visually-hidden"> {offer.title}</span>
                              </LinkButton>
                            )
                          }
                        />
                      </li>
                    ))}
                  </ol>
                )}
                {/* No road at all: the callback panel above says why. */}
                {!noRoadLink && <UnpricedNotes unpriced={unpriced} />}
                {offers.length > 0 && !pricesVisible && <ContactPanel intent="contact" errors={errors} />}
                <div className="offer-view__actions">
                  {pricesVisible && offers.length > 0 && (
                    <LinkButton kind="secondary" href={`${home}/quote/${loaderData.id}/document${access ? `?access=${access}` : ''}`}>
                      {t('booking.document.open')}
                    </LinkButton>
                  )}
                  <LinkButton kind="secondary" href={`${home}/quote`}>
                    {t('booking.newRequest')}
                  </LinkButton>
                </div>
              </div>
              <RouteSummary
                shipment={shipment}
                vehicleLabel={vehicle}
                distance={priced?.distance}
                distanceEstimated={priced?.distanceEstimated}
                transitTime={priced?.transitTime}
                crossings={priced?.crossings}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
