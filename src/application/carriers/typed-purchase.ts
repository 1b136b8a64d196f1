import type { PurchaseInvoiceData } from '../../domain/carriers/purchase-invoice.ts';
import { expectedPurchaseVat } from '../../domain/carriers/purchase-invoice.ts';
import { roundToCents } from '../../domain/money.ts';
import type { PurchaseCarrier } from '../../ports/purchase-invoices.ts';
import { type InputError, InvalidInput } from '../errors.ts';

/** What staff read off a plain PDF invoice and type in. */
export interface TypedPurchaseFields {
  number?: unknown;
  issueDate?: unknown;
  dueDate?: unknown;
  /** the job references the invoice names (FL-7K3Q-9M2X), however written */
  orderReference?: unknown;
  excludingTax?: unknown;
  vat?: unknown;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** An amount as staff type it: 1 234,56 or 1234.56. */
const amount = (value: unknown) =>
  Number(
    text(value)
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(',', '.'),
  );
const realDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * A plain PDF's invoice as staff typed it, as its EN 16931 data: the carrier its seller, one
 * line for the jobs it names, the VAT case a purchase from that carrier takes (French VAT for a
 * French carrier when VAT is charged; reverse charge otherwise). InvalidInput names each field
 * that is missing or wrong.
 */
export function typedPurchaseData(fields: TypedPurchaseFields, carrier: PurchaseCarrier, today: string): PurchaseInvoiceData {
  const problems: InputError[] = [];
  const number = text(fields.number);
  if (number.length === 0) problems.push({ field: 'number', key: 'required' });
  else if (number.length > 60) problems.push({ field: 'number', key: 'tooLong' });
  const issueDate = text(fields.issueDate);
  if (!realDay(issueDate) || issueDate > today) problems.push({ field: 'issueDate', key: 'invalid' });
  const dueDate = text(fields.dueDate) || null;
  if (dueDate !== null && (!realDay(dueDate) || dueDate < issueDate)) problems.push({ field: 'dueDate', key: 'invalid' });
  const orderReference = text(fields.orderReference);
  if (orderReference.length === 0) problems.push({ field: 'orderReference', key: 'required' });
  else if (orderReference.length > 500) problems.push({ field: 'orderReference', key: 'tooLong' });
  const excludingTax = amount(fields.excludingTax);
  if (!Number.isFinite(excludingTax) || excludingTax <= 0 || excludingTax > 1_000_000)
    problems.push({ field: 'excludingTax', key: 'invalid' });
  const vat = text(fields.vat) === '' ? 0 : amount(fields.vat);
  if (!Number.isFinite(vat) || vat < 0 || vat > excludingTax) problems.push({ field: 'vat', key: 'invalid' });
  if (problems.length > 0) throw new InvalidInput(problems);

  const charged = vat > 0;
  const category = charged ? 'S' : (expectedPurchaseVat(carrier.country).find((code) => code !== 'S') ?? 'E');
  return {
    number,
    typeCode: '380',
    issueDate,
    dueDate,
    currency: 'EUR',
    seller: { name: carrier.company, vatNumber: null, siren: null, country: carrier.country },
    orderReference,
    payeeAccount: null,
    lines: [{ text: orderReference, amountExcludingTax: roundToCents(excludingTax) }],
    vat: { category, percent: charged ? roundToCents((100 * vat) / excludingTax) : 0 },
    totals: { excludingTax: roundToCents(excludingTax), vat: roundToCents(vat), includingTax: roundToCents(excludingTax + vat) },
  };
}
