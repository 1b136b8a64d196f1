import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey, languageCode, inboxNotification } from './columns.ts';

/** Table account_requests (spec §3): a request to open a business account. */
export const AccountRequestEntity = defineEntity({
  name: 'AccountRequest',
  tableName: 'account_requests',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    prenom: p.text(),
    nom: p.text(),
    email: p.string().length(254),
    societe: p.text(),
    telephone: p.string().length(40),
    pays: p.text(),
    langue: p.text().default('Français'),
    hasVat: p.boolean().default(false),
    /** the company's EU VAT number as VIES writes it, when the request gave it */
    vatNumber: p.string().length(20).nullable(),
    acceptsMarketing: p.boolean().default(false),
    /** the language of the page the form was sent from */
    pageLanguage: languageCode().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
  triggers: [inboxNotification("'account'")],
});
