import { wallClockAt } from '../domain/shipment/local-time.ts';
import { earliestPickupSlot } from '../domain/shipment/pickup-rule.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { ApplicationServices } from './application-services.ts';
import { ShipperAccountServices } from './account-module.ts';
import { ApiServices } from './api-module.ts';
import { QuoteDocumentServices } from './documents-module.ts';
import { QuoteToolServices } from './quotes-module.ts';
import { StaffServices } from './staff-module.ts';
import { TransportServices } from './transport-module.ts';
import { InvoicingServices } from './invoicing-module.ts';
import { CarrierServices } from './carriers-module.ts';
import { retentionDays } from './settings.ts';
import { makeIdentifyActor } from '../application/actor.ts';
import { Secrets, StaffAccounts } from '../ports/staff-auth.ts';
import { transportOfDriverLink } from '../application/transport/driver-link-path.ts';
import { offerOfLink } from '../application/carriers/offer-link.ts';
import { Mailer } from '../ports/mailer.ts';

/** What the HTTP edge and the pages are given: each feature's use cases, the site's settings, the operations. */
export const servicesModule = featureModule(({ resolved }) => {
  resolved(
    ApplicationServices,
    [
      QuoteToolServices,
      QuoteDocumentServices,
      ApiServices,
      ShipperAccountServices,
      StaffServices,
      TransportServices,
      InvoicingServices,
      CarrierServices,
      StaffAccounts,
      Mailer,
      GIVEN.Config,
      GIVEN.Logger,
      GIVEN.Clock,
      GIVEN.Database,
      GIVEN.SiteLinks,
      GIVEN.Operator,
      Secrets,
    ],
    (
      quoteTool,
      quoteDocuments,
      api,
      shipperAccount,
      staff,
      transport,
      invoicing,
      carriers,
      accounts,
      mailer,
      config,
      logger,
      clock,
      database,
      siteLinks,
      operator,
      secrets,
    ): ApplicationServices => ({
      ...quoteTool,
      quoteDocuments,
      api,
      shipperAccount,
      transport,
      invoicing,
      carriers,
      logger,
      isServiceUnavailable: (error) => database.isOutage(error),
      mailDestination: () => mailer.destination,
      today: () => wallClockAt(clock.now()).date,
      earliestPickup: () => earliestPickupSlot(clock.now()),
      site: {
        url: config.SITE_URL.replace(/\/$/, ''),
        supportEmail: config.SUPPORT_EMAIL,
        supportPhone: config.SUPPORT_PHONE,
        operator,
        callbackMinutes: config.CALLBACK_PROMISE_MINUTES,
        get links() {
          return siteLinks();
        },
        retention: retentionDays(config),
      },
      admin: { ...staff, staffCount: () => accounts.count() },
      identify: makeIdentifyActor({
        authenticateStaff: staff.authenticate,
        authenticatePerson: shipperAccount.authenticate,
        authenticateCarrierPerson: carriers.signIn.authenticate,
        authenticateKey: api.authenticate,
        openDriverLink: (link) => transportOfDriverLink(secrets, link, clock.now()),
        openOfferLink: (link) => offerOfLink(secrets, link, clock.now()),
      }),
    }),
  );
});
