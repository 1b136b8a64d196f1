import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey, languageCode, inboxNotification } from './columns.ts';

/** Table contact_automobile (spec §3 "Contact record"): the automotive page's expert contact form. */
export const ContactRequestEntity = defineEntity({
  name: 'ContactRequest',
  tableName: 'contact_automobile',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    firstName: p.text(),
    lastName: p.text(),
    company: p.text(),
    email: p.string().length(254),
    phone: p.string().length(40),
    country: p.text().default('France'),
    sector: p.text(),
    jobTitle: p.text().nullable(),
    message: p.text(),
    /** the language of the page the form was sent from */
    pageLanguage: languageCode().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
  triggers: [inboxNotification("'contact'")],
});
