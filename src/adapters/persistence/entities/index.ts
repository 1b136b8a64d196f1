import { AccountRequestEntity } from './account-request.entity.ts';
import {
  AccountAddressEntity,
  AccountInvitationEntity,
  AccountPersonEntity,
  AccountSessionEntity,
  AccountSignInLinkEntity,
  QuoteAccountAdditionEntity,
} from './account-access.entity.ts';
import { ContactRequestEntity } from './contact-request.entity.ts';
import { DemoRequestEntity } from './demo-request.entity.ts';
import { CrewTariffEntity } from './crew-tariff.entity.ts';
import { EconomyPricingEntity } from './economy-pricing.entity.ts';
import { OutboxMessageEntity } from './outbox-message.entity.ts';
import { PricingReferenceEntity } from './pricing-reference.entity.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';
import { QuoteEntity } from './quote.entity.ts';
import { ZipCodeEntity } from './zip-code.entity.ts';
import { RateLimitBucketEntity } from './rate-limit-bucket.entity.ts';
import { LeadStatusChangeEntity } from './lead-status-change.entity.ts';
import { LeadReminderEntity } from './lead-reminder.entity.ts';
import { ApiIdempotencyEntity, ApiKeyEntity } from './api-key.entity.ts';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.ts';
import { PersonalDataErasureEntity } from './personal-data-erasure.entity.ts';
import { StaffKnownAddressEntity } from './staff-known-address.entity.ts';
import { StaffSessionEntity } from './staff-session.entity.ts';
import { StaffUserEntity } from './staff-user.entity.ts';
import { TransportMoveEntity } from './transport-move.entity.ts';
import { DeliveryProofEntity, DriverPositionEntity, IncidentPhotoEntity } from './delivery-proof.entity.ts';
import { InvoiceEntity, InvoiceSequenceEntity, InvoiceTransportEntity } from './invoice.entity.ts';
import { AccountBillingEntity } from './account-billing.entity.ts';
import {
  PurchaseInvoiceEntity,
  PurchaseInvoiceJobEntity,
  SelfBillingMandateEntity,
  SelfBillingSequenceEntity,
} from './purchase-invoice.entity.ts';
import {
  CarrierAwardEntity,
  CarrierDocumentEntity,
  CarrierEntity,
  CarrierPersonEntity,
  CarrierSessionEntity,
  CarrierSignInLinkEntity,
  TenderEntity,
  TenderOfferEntity,
} from './carrier.entity.ts';

export {
  AccountBillingEntity,
  PurchaseInvoiceEntity,
  PurchaseInvoiceJobEntity,
  SelfBillingMandateEntity,
  SelfBillingSequenceEntity,
  CarrierAwardEntity,
  CarrierDocumentEntity,
  CarrierEntity,
  CarrierPersonEntity,
  CarrierSessionEntity,
  CarrierSignInLinkEntity,
  TenderEntity,
  TenderOfferEntity,
  DeliveryProofEntity,
  DriverPositionEntity,
  IncidentPhotoEntity,
  InvoiceEntity,
  InvoiceSequenceEntity,
  InvoiceTransportEntity,
  AccountRequestEntity,
  AccountAddressEntity,
  AccountInvitationEntity,
  AccountPersonEntity,
  AccountSessionEntity,
  AccountSignInLinkEntity,
  QuoteAccountAdditionEntity,
  ContactRequestEntity,
  CrewTariffEntity,
  DemoRequestEntity,
  EconomyPricingEntity,
  OutboxMessageEntity,
  PricingReferenceEntity,
  QuoteEntity,
  QuoteRequestEntity,
  ZipCodeEntity,
  RateLimitBucketEntity,
  LeadStatusChangeEntity,
  LeadReminderEntity,
  ApiKeyEntity,
  ApiIdempotencyEntity,
  WebhookEndpointEntity,
  StaffKnownAddressEntity,
  StaffSessionEntity,
  StaffUserEntity,
  PersonalDataErasureEntity,
  TransportMoveEntity,
};

export const ENTITIES = [
  QuoteEntity,
  QuoteRequestEntity,
  AccountRequestEntity,
  AccountBillingEntity,
  DemoRequestEntity,
  ContactRequestEntity,
  PricingReferenceEntity,
  EconomyPricingEntity,
  CrewTariffEntity,
  ZipCodeEntity,
  OutboxMessageEntity,
  StaffUserEntity,
  StaffSessionEntity,
  StaffKnownAddressEntity,
  LeadStatusChangeEntity,
  LeadReminderEntity,
  ApiKeyEntity,
  ApiIdempotencyEntity,
  WebhookEndpointEntity,
  RateLimitBucketEntity,
  PersonalDataErasureEntity,
  TransportMoveEntity,
  DeliveryProofEntity,
  DriverPositionEntity,
  IncidentPhotoEntity,
  InvoiceEntity,
  InvoiceSequenceEntity,
  InvoiceTransportEntity,
  AccountPersonEntity,
  AccountSignInLinkEntity,
  AccountSessionEntity,
  AccountAddressEntity,
  AccountInvitationEntity,
  QuoteAccountAdditionEntity,
  CarrierEntity,
  CarrierPersonEntity,
  CarrierDocumentEntity,
  CarrierSignInLinkEntity,
  CarrierSessionEntity,
  TenderEntity,
  TenderOfferEntity,
  CarrierAwardEntity,
  PurchaseInvoiceEntity,
  PurchaseInvoiceJobEntity,
  SelfBillingMandateEntity,
  SelfBillingSequenceEntity,
];
