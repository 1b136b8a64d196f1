import { AccountRequestEntity } from './account-request.entity.ts';
import { ContactRequestEntity } from './contact-request.entity.ts';
import { DemoRequestEntity } from './demo-request.entity.ts';
import { EconomyPricingEntity } from './economy-pricing.entity.ts';
import { OutboxMessageEntity } from './outbox-message.entity.ts';
import { PricingReferenceEntity } from './pricing-reference.entity.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';
import { QuoteEntity } from './quote.entity.ts';
import { ZipCodeEntity } from './zip-code.entity.ts';

export {
  AccountRequestEntity,
  ContactRequestEntity,
  DemoRequestEntity,
  EconomyPricingEntity,
  OutboxMessageEntity,
  PricingReferenceEntity,
  QuoteEntity,
  QuoteRequestEntity,
  ZipCodeEntity,
};

export const ENTITIES = [
  QuoteEntity,
  QuoteRequestEntity,
  AccountRequestEntity,
  DemoRequestEntity,
  ContactRequestEntity,
  PricingReferenceEntity,
  EconomyPricingEntity,
  ZipCodeEntity,
  OutboxMessageEntity,
];
