import type { CountryCode } from '../domain/shipment/countries.ts';
import type { Translate } from './translate.ts';
import type { VatTreatment } from '../domain/tax/vat-treatment.ts';

export type VatTextKey = `countries.${CountryCode}` | `booking.vat.${VatTreatment['case']}` | 'booking.vat.toVerify';

/**
 * Which VAT case applies, in one line for the cards, the recap, the document, the emails and the
 * admin ("TVA DE 19 % (lieu de départ)", "Autoliquidation…"); `percent` writes a rate in the reader's language.
 */
export function vatText(vat: VatTreatment, t: Translate<VatTextKey>, percent: (rate: number) => string): string {
  const country = vat.country ? t(`countries.${vat.country}`, { defaultValue: vat.country }) : '';
  const text = t(`booking.vat.${vat.case}`, { rate: percent(vat.rate), country, number: vat.vatNumber?.number ?? '' });
  return vat.vatNumber && vat.vatNumber.status !== 'valid' ? `${text} — ${t('booking.vat.toVerify')}` : text;
}
