import type { SortKey } from '#src/domain/staff/admin-tabs.ts';
import { placeWithCountry } from '#src/domain/shipment/place-with-country.ts';
import { languageName, vehicleLabel } from './labels.ts';
import { offerTitleOf } from '#src/domain/quote/quote.ts';
import type { TFunction } from '#web/i18n/translator.ts';
import { LEAD_STATUSES, type LeadStatus } from '#src/domain/staff/leads.ts';
import type { AdminTab } from '#src/domain/staff/admin-tabs.ts';
import { priceBeforeDiscount } from '#src/domain/pricing/offers.ts';
import { text } from '../ui/format.ts';
import type { Row } from './types.ts';

export interface Column {
  header: string;
  cell: (row: Row) => string;
  /** the key its header sorts the rows by */
  sort?: SortKey;
}

type Format = { money: (value: number) => string; dateTime: (value: unknown) => string };

/** The columns spec §2 lists for each tab, with its texts for what is missing. */
/** A row's lead status as the read model wrote it; a lead nobody worked on yet is new. */
const leadStatus = (value: unknown): LeadStatus => LEAD_STATUSES.find((status) => status === value) ?? 'new';

export function columnsFor(tab: AdminTab, t: TFunction, format: Format): Column[] {
  const orNone = (value: unknown) => text(value) || t('adminUi.missing.notProvided');
  const price = (value: unknown) =>
    value === null || value === undefined || value === '' ? t('adminUi.missing.noPrice') : format.money(Number(value));
  const km = (value: unknown) => (value === null || value === undefined ? t('adminUi.missing.notCalculated') : `${value} km`);
  const date: Column = { header: t('adminUi.columns.date'), cell: (row) => format.dateTime(row.created_at), sort: 'date' };
  const reference: Column = { header: t('adminUi.columns.reference'), cell: (row) => orNone(row.reference), sort: 'reference' };
  const status: Column = { header: t('adminUi.columns.status'), cell: (row) => t(`adminUi.statuses.${leadStatus(row.lead_status)}`) };
  const route = (row: Row) =>
    `${placeWithCountry(text(row.departure_city) || text(row.departure_location), text(row.departure_country))} → ${placeWithCountry(text(row.arrival_city) || text(row.arrival_location), text(row.arrival_country))}`;
  const quoteContact = (row: Row) => {
    const name = `${text(row.prenom)} ${text(row.nom)}`.trim();
    return name ? `${name}${row.email ? ` <${text(row.email)}>` : ''}` : t('adminUi.missing.notProvided');
  };
  const person = (row: Row) => orNone(`${text(row.prenom ?? row.first_name)} ${text(row.nom ?? row.last_name)}`.trim());
  /** Name, company, email, phone: the lead forms' common columns, whatever their table calls them. */
  const lead = (company: string, phone: string): Column[] => [
    { header: t('adminUi.columns.name'), cell: person, sort: 'name' },
    { header: t('adminUi.columns.company'), cell: (row) => orNone(row[company]), sort: 'company' },
    { header: t('adminUi.columns.email'), cell: (row) => orNone(row.email) },
    { header: t('adminUi.columns.phone'), cell: (row) => orNone(row[phone]) },
  ];
  switch (tab) {
    case 'quotes':
      return [
        date,
        reference,
        { header: t('adminUi.columns.contact'), cell: quoteContact, sort: 'name' },
        { header: t('adminUi.columns.route'), cell: route },
        { header: t('adminUi.columns.vehicle'), cell: (row) => orNone(vehicleLabel(t, text(row.vehicle_type))) },
        { header: t('adminUi.columns.distance'), cell: (row) => km(row.distance), sort: 'distance' },
        { header: t('adminUi.columns.price'), cell: (row) => price(row.price), sort: 'price' },
        { header: t('adminUi.columns.validUntil'), cell: (row) => format.dateTime(row.valid_until) },
        { header: t('adminUi.columns.language'), cell: (row) => languageName(t, text(row.language)) },
      ];
    case 'quote-requests':
      return [
        date,
        reference,
        {
          header: t('adminUi.columns.client'),
          sort: 'name',
          cell: (row) => `${orNone(row.user_name)}${row.user_entreprise ? `, ${text(row.user_entreprise)}` : ''}`,
        },
        { header: t('adminUi.columns.route'), cell: route },
        { header: t('adminUi.columns.vehicle'), cell: (row) => orNone(vehicleLabel(t, text(row.vehicle_type))) },
        {
          header: t('adminUi.columns.originalPrice'),
          cell: (row) =>
            row.price === null || row.selected_offer !== 'priority'
              ? t('adminUi.missing.notCalculated')
              : format.money(
                  row.original_price === null || row.original_price === undefined
                    ? priceBeforeDiscount(Number(row.price))
                    : Number(row.original_price),
                ),
        },
        { header: t('adminUi.columns.discountedPrice'), cell: (row) => price(row.price), sort: 'price' },
        { header: t('adminUi.columns.selectedOffer'), cell: (row) => offerTitleOf(text(row.selected_offer)) ?? orNone(row.selected_offer) },
        { header: t('adminUi.columns.distance'), cell: (row) => km(row.distance), sort: 'distance' },
        { header: t('adminUi.columns.contact'), cell: (row) => `${orNone(row.user_email)} ${text(row.user_phone)}`.trim() },
        status,
      ];
    case 'callbacks':
      return [
        date,
        reference,
        { header: t('adminUi.columns.contact'), cell: quoteContact, sort: 'name' },
        { header: t('adminUi.columns.phone'), cell: (row) => orNone(row.telephone_urgence) },
        { header: t('adminUi.columns.route'), cell: route },
        status,
      ];
    case 'demos':
      return [date, ...lead('societe', 'telephone'), { header: t('adminUi.columns.language'), cell: (row) => orNone(row.langue) }, status];
    case 'accounts':
      return [
        date,
        ...lead('societe', 'telephone'),
        { header: t('adminUi.columns.country'), cell: (row) => orNone(row.pays) },
        { header: t('adminUi.columns.language'), cell: (row) => orNone(row.langue) },
        { header: t('adminUi.columns.vat'), cell: (row) => t(row.has_vat ? 'adminUi.yes' : 'adminUi.no') },
        { header: t('adminUi.columns.marketing'), cell: (row) => t(row.accepts_marketing ? 'adminUi.yes' : 'adminUi.no') },
        status,
      ];
    case 'contacts':
      return [date, ...lead('company', 'phone'), { header: t('adminUi.columns.sector'), cell: (row) => orNone(row.sector) }, status];
  }
}
