import type { VatCase, VatTreatment } from '../tax/vat-treatment.ts';

// How an invoice's VAT case reads in EN 16931 (UNTDID 5305 categories, the CEF's VATEX codes):
// the same case the offers stated (vat-treatment.ts), never decided again here.

export type VatCategoryCode = 'S' | 'AE' | 'E' | 'O';

export interface VatCategory {
  code: VatCategoryCode;
  /** percent, as the syntax writes it: 20 for 20 % */
  percent: number;
  /** the exemption's code where the category has one */
  exemptionCode: string | null;
}

const CATEGORY: Record<VatCase, Omit<VatCategory, 'percent'>> = {
  french: { code: 'S', exemptionCode: null },
  departureCountry: { code: 'S', exemptionCode: null },
  reverseCharge: { code: 'AE', exemptionCode: 'VATEX-EU-AE' },
  // A transport directly linked to an export or an import: exempt (directive art. 146(1)(e); CGI 262 I).
  exempt: { code: 'E', exemptionCode: null },
  // Supplied where the buyer is established, outside the EU: not subject to French VAT (CGI 259).
  outsideScope: { code: 'O', exemptionCode: 'VATEX-EU-O' },
};

export function vatCategoryOf(vat: VatTreatment): VatCategory {
  return { ...CATEGORY[vat.case], percent: Math.round(vat.rate * 10_000) / 100 };
}

/** A category "not subject to VAT" carries no VAT number of the seller's or the buyer's (EN 16931 BR-O-02). */
export const namesVatNumbers = (vat: VatTreatment) => CATEGORY[vat.case].code !== 'O';
