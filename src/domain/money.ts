// Money in euros, computed in whole cents so that 0.1 + 0.2 never costs anyone a cent.

export const VAT_RATE = 0.2;

/**
 * Rounds euros to the cent (half away from zero). The product's 12 significant digits first, so
 * that a binary fraction just under a half cent (1438.50 × 0.85 = 1222.7249999…) rounds as the decimal it stands for.
 */
export function roundToCents(euros: number): number {
  const cents = Math.round(Number((Math.abs(euros) * 100).toPrecision(12)));
  return (Math.sign(euros) * cents) / 100;
}

/** Price including VAT (TTC) from a price excluding tax (HT), spec §9: × 1.2, or × (1 + the rate the buyer's VAT case gives). */
export function withVat(priceExcludingTax: number, rate = VAT_RATE): number {
  return roundToCents(priceExcludingTax * (1 + rate));
}

/** The VAT on a price excluding tax: what TTC adds to HT, to the cent. */
export function vatOn(priceExcludingTax: number, rate = VAT_RATE): number {
  return roundToCents(withVat(priceExcludingTax, rate) - priceExcludingTax);
}

/** The form a stored numeric(12,2) takes: '1049.38'. */
export function toDecimalString(euros: number): string {
  return roundToCents(euros).toFixed(2);
}
