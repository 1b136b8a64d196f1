import { sqlCarrierBuying } from '../adapters/persistence/carriers/carrier-buying.ts';
import { sqlCarrierDirectory } from '../adapters/persistence/carriers/carrier-directory.ts';
import { BuyTransportServices, makeBuyTransportServices } from '../application/carriers/buy-transport.ts';
import type { CarrierBuyingDeps } from '../application/carriers/carrier-buying-deps.ts';
import { CarrierDirectoryServices, makeCarrierDirectoryServices } from '../application/carriers/carrier-directory.ts';
import { CarrierOfferServices, makeCarrierOfferServices } from '../application/carriers/carrier-offer.ts';
import {
  CarrierPortalServices,
  CarrierSignIn,
  makeCarrierPortalServices,
  makeCarrierSignIn,
} from '../application/carriers/carrier-portal.ts';
import { sqlCarrierAccess } from '../adapters/persistence/carriers/carrier-access.ts';
import { CarrierAccess } from '../ports/carrier-access.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';
import { ViewQuoteDocument } from '../application/quote-document.ts';
import { MoveTransport } from '../application/transport/move-transport.ts';
import { CarrierBuying, CarrierDirectory } from '../ports/carriers.ts';
import { QuoteDocumentRenderer } from '../ports/quote-document-renderer.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { type Resolved, token } from '../ports/token.ts';
import { TransportLog } from '../ports/transport-log.ts';
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { featureModule } from './binding.ts';
import path from 'node:path';
import { Purchasing, makePurchasing } from '../application/carriers/purchasing.ts';
import { sqlPurchaseInvoices } from '../adapters/persistence/carriers/purchase-invoices.ts';
import { PurchaseInvoices } from '../ports/purchase-invoices.ts';
import { InboundInvoiceChannel } from '../ports/inbound-invoice-channel.ts';
import { folderInboundChannel } from '../adapters/einvoicing/folder-inbound-channel.ts';
import { EInvoiceReader } from '../ports/e-invoice-reader.ts';
import { readEInvoice } from '../adapters/einvoicing/read-e-invoice.ts';
import { TransferFile } from '../ports/transfer-file.ts';
import { sepaTransferFile } from '../adapters/payments/sepa-transfer-file.ts';
import { translatorIn } from '../i18n/translate.ts';
import { frenchDate } from '../texts/invoice-text.ts';
import { VehicleCatalogue } from './quotes-module.ts';
import { GIVEN } from './tokens.ts';

/** Buying transports from carriers: the directory, the tenders and awards, the carrier's offer page and its own pages. */
const carriers = {
  directory: CarrierDirectoryServices,
  buy: BuyTransportServices,
  offer: CarrierOfferServices,
  signIn: CarrierSignIn,
  portal: CarrierPortalServices,
  purchasing: Purchasing,
};
export type CarrierServices = Resolved<typeof carriers>;
export const CarrierServices = token<CarrierServices>('CarrierServices');

const BuyingDeps = token<CarrierBuyingDeps & { vehicleClasses: readonly string[] }>('CarrierBuyingDeps');

export const carriersModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox, Operator: operator } = GIVEN;
  resolved(CarrierDirectory, [em], (root) => sqlCarrierDirectory(root));
  resolved(CarrierBuying, [em], (root) => sqlCarrierBuying(root));
  resolved(CarrierAccess, [em], (root) => sqlCarrierAccess(root));
  resolved(
    BuyingDeps,
    [
      CarrierDirectory,
      CarrierBuying,
      TransportLog,
      ViewQuoteDocument,
      QuoteDocumentRenderer,
      WebhookEndpoints,
      Secrets,
      config,
      clock,
      outbox,
      operator,
      VehicleCatalogue,
      MoveTransport,
    ],
    (directory, buying, log, viewDocument, renderer, webhooks, secrets, settings, now, box, identity, catalogue, moveTransport) => ({
      directory,
      buying,
      log,
      viewDocument,
      renderer,
      webhooks,
      secrets,
      siteUrl: settings.SITE_URL,
      clock: now,
      outbox: box,
      operator: identity,
      priceShare: settings.CARRIER_PRICE_SHARE,
      vehicleName: (code) => catalogue.find((vehicle) => vehicle.code === code)?.label ?? code,
      vehicleClasses: catalogue.map((vehicle) => vehicle.code),
      moveTransport,
    }),
  );
  resolved(CarrierDirectoryServices, [BuyingDeps], (deps) => makeCarrierDirectoryServices(deps));
  resolved(BuyTransportServices, [BuyingDeps], (deps) => makeBuyTransportServices(deps));
  resolved(CarrierOfferServices, [BuyingDeps], (deps) => makeCarrierOfferServices(deps));
  resolved(CarrierSignIn, [CarrierAccess, RateLimiter, Secrets, clock, config], (access, limiter, secrets, now, settings) =>
    makeCarrierSignIn({
      access,
      limiter,
      secrets,
      clock: now,
      siteUrl: settings.SITE_URL,
      idleMinutes: settings.ACCOUNT_SESSION_IDLE_MINUTES,
    }),
  );
  resolved(
    CarrierPortalServices,
    [CarrierAccess, CarrierDirectory, CarrierDirectoryServices, Purchasing, Secrets, clock],
    (access, directory, directoryServices, purchasing, secrets, now) =>
      makeCarrierPortalServices({ access, directory, directoryServices, purchasing, secrets, clock: now }),
  );
  resolved(PurchaseInvoices, [em], (root) => sqlPurchaseInvoices(root));
  resolved(InboundInvoiceChannel, [config], (settings) => folderInboundChannel(path.join(settings.DATA_DIR, 'einvoices-in')));
  resolved(EInvoiceReader, [], () => readEInvoice);
  resolved(TransferFile, [], () => sepaTransferFile);
  resolved(
    Purchasing,
    [
      PurchaseInvoices,
      EInvoiceReader,
      InboundInvoiceChannel,
      CarrierDirectory,
      operator,
      TransferFile,
      QuoteDocumentRenderer,
      config,
      outbox,
      clock,
    ],
    (purchases, read, channel, directory, identity, writeTransfer, renderer, settings, queue, now) =>
      makePurchasing({
        purchases,
        read,
        channel,
        directory,
        operator: identity,
        writeTransfer,
        renderer,
        lineText: (language, route) => translatorIn(language)('invoicing.line', { ...route, date: frenchDate(route.date) }),
        siteUrl: settings.SITE_URL,
        outbox: queue,
        clock: now,
      }),
  );
  record(CarrierServices, carriers);
});
