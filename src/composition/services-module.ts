import type { ApplicationServices } from '../application/application-services.ts';
import { wallClockAt } from '../domain/shipment/local-time.ts';
import { earliestPickupSlot } from '../domain/shipment/pickup-rule.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, SERVICES, SERVICE_PARTS } from './tokens.ts';
import { retentionDays } from './settings.ts';

/** What the HTTP edge and the pages are given: each feature's use cases, the site's settings, the operations. */
export const servicesModule = featureModule(({ resolved }) => {
  resolved(
    SERVICES,
    [
      SERVICE_PARTS.QuoteTool,
      SERVICE_PARTS.QuoteDocuments,
      SERVICE_PARTS.Api,
      SERVICE_PARTS.ShipperAccount,
      SERVICE_PARTS.Staff,
      PORTS.StaffAccounts,
      PORTS.Mailer,
      GIVEN.Config,
      GIVEN.Logger,
      GIVEN.Clock,
      GIVEN.Database,
      GIVEN.SiteLinks,
      GIVEN.Operator,
    ],
    (
      quoteTool,
      quoteDocuments,
      api,
      shipperAccount,
      staff,
      accounts,
      mailer,
      config,
      logger,
      clock,
      database,
      siteLinks,
      operator,
    ): ApplicationServices => ({
      ...quoteTool,
      quoteDocuments,
      api,
      shipperAccount,
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
    }),
  );
});
