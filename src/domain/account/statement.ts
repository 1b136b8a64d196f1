import type { OperatorIdentity } from '../operator.ts';
import { roundToCents, vatOn, withVat } from '../money.ts';
import type { OfferEmissions } from '../emissions/offer-emissions.ts';
import { vatOfOffer, type VatTreatment } from '../tax/vat-treatment.ts';
import type { RouteEnds } from '../shipment/shipment.ts';

/** A confirmed transport of the month, as stored. */
export interface StatementEntry {
  reference: string;
  confirmedAt: Date;
  route: RouteEnds;
  poNumber: string | null;
  /** euros excluding VAT, as stored ('1049.38'); null when the offer had no price */
  price: string | null;
  /** the VAT the buyer was told (ADR 0031); French VAT on records confirmed before it was kept */
  vat: VatTreatment | null;
  co2e: OfferEmissions | null;
}

export interface StatementLine extends StatementEntry {
  excludingTax: number;
  vatAmount: number;
  includingTax: number;
}

/**
 * A month's statement of a company's confirmed transports — each line's price excluding
 * VAT, its VAT at the case the buyer was told and the total; the totals are the sums of the lines,
 * to the cent.
 */
export function statementOf(entries: readonly StatementEntry[]) {
  const lines: StatementLine[] = entries.map((entry) => {
    const excludingTax = entry.price === null ? 0 : Number(entry.price);
    const rate = vatOfOffer({ vat: entry.vat ?? undefined }).rate;
    return { ...entry, excludingTax, vatAmount: vatOn(excludingTax, rate), includingTax: withVat(excludingTax, rate) };
  });
  const sum = (pick: (line: StatementLine) => number) =>
    roundToCents(lines.reduce((total, line) => total + Math.round(pick(line) * 100), 0) / 100);
  return {
    lines,
    totals: {
      excludingTax: sum((line) => line.excludingTax),
      vat: sum((line) => line.vatAmount),
      includingTax: sum((line) => line.includingTax),
      co2eKg: Math.round(lines.reduce((total, line) => total + (line.co2e?.kg ?? 0), 0) * 10) / 10,
    },
  };
}

/** A month's statement as a document to keep: whose, which month, by whom, its lines and totals. */
export interface StatementDocument extends ReturnType<typeof statementOf> {
  company: string;
  /** 'YYYY-MM', in business time */
  month: string;
  /** ISO instant */
  issuedAt: string;
  operator: OperatorIdentity;
}
