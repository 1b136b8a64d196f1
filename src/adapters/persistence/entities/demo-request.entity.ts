import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey, languageCode, inboxNotification } from './columns.ts';

/** Table demande_demo (spec §3 "Demo request"). */
export const DemoRequestEntity = defineEntity({
  name: 'DemoRequest',
  tableName: 'demande_demo',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    prenom: p.text(),
    nom: p.text(),
    societe: p.text(),
    email: p.string().length(254),
    telephone: p.string().length(40),
    langue: p.text(),
    /** the language of the page the form was sent from */
    pageLanguage: languageCode().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
  triggers: [inboxNotification("'demo'")],
});
