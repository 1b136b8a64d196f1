import { defineEntity, p } from '@mikro-orm/core';
import { instant } from './columns.ts';
import { AccountRequestEntity } from './account-request.entity.ts';

/** Table account_billing: where a business account's invoices go and whom they name, one row per account. */
export const AccountBillingEntity = defineEntity({
  name: 'AccountBilling',
  tableName: 'account_billing',
  properties: {
    account: () => p.oneToOne(AccountRequestEntity).owner().primary().deleteRule('cascade'),
    email: p.string().length(254),
    street: p.string().length(200),
    postalCode: p.string().length(16),
    city: p.string().length(100),
    country: p.string().length(2),
    siren: p.string().length(9).nullable(),
    /** the company's EU VAT number, normalized: the buyer of its quotes unless one names another */
    vatNumber: p.string().length(20).nullable(),
    /** an invoice at each delivery, or one a month for the month's deliveries */
    invoicing: p.enum(['delivery', 'monthly'] as const).default('delivery'),
    updatedAt: instant(),
  },
});
