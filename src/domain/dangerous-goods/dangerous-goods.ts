// Dangerous goods as a carrier needs them on the transport document (ADR 5.4.1.1.1 (a)–(d)):
// the UN number, the proper shipping name, the class and, where one is assigned, the packing group.

/** ADR 2.1.1.1: the classes of dangerous goods (divisions of 4, 5 and 6 as the ADR writes them). */
export const ADR_CLASSES = ['1', '2', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;
export type AdrClass = (typeof ADR_CLASSES)[number];

/** ADR 2.1.1.3: I great, II medium, III minor danger. */
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/**
 * ADR 2.1.1.3: packing groups are assigned to the substances of every class except 1, 2, 5.2,
 * 6.2 and 7 (and the self-reactive substances of 4.1, which the form cannot tell apart: a packing
 * group is optional there, as for the articles of other classes).
 */
export const CLASSES_WITHOUT_PACKING_GROUP: readonly AdrClass[] = ['1', '2', '5.2', '6.2', '7'];

export const PROPER_SHIPPING_NAME_MAX_LENGTH = 200;

/** One goods line's dangerous goods, as the shipper declares them. */
export interface DangerousGoods {
  /** four digits, without the "UN" letters */
  unNumber: string;
  properShippingName: string;
  adrClass: string;
  packingGroup?: string | null;
}

export const isAdrClass = (value: string): value is AdrClass => (ADR_CLASSES as readonly string[]).includes(value);
export const isPackingGroup = (value: string): value is PackingGroup => (PACKING_GROUPS as readonly string[]).includes(value);

/** "UN 1203", "un1203" and "1203" are the same number. */
export function normalizeUnNumber(value: string): string {
  return value.replace(/^\s*UN\s*/i, '').trim();
}

/** A line whose four fields are all blank carries no dangerous goods. */
export function isDeclared(goods: DangerousGoods | null | undefined): goods is DangerousGoods {
  if (!goods) return false;
  return [goods.unNumber, goods.properShippingName, goods.adrClass, goods.packingGroup ?? ''].some((field) => field.trim() !== '');
}

/** The declaration as kept: blanks dropped, the UN letters and spaces removed. */
export function normalizeDangerousGoods(goods: DangerousGoods | null | undefined): DangerousGoods | null {
  if (!isDeclared(goods)) return null;
  return {
    unNumber: normalizeUnNumber(goods.unNumber),
    properShippingName: goods.properShippingName.trim().replace(/\s+/g, ' '),
    adrClass: goods.adrClass.trim(),
    packingGroup: goods.packingGroup?.trim() || null,
  };
}

/** ADR 5.4.1.1.1 (a)–(d), in that order and the same in every language: "UN 1203 ESSENCE, 3, II". */
export function transportDescription(goods: DangerousGoods): string {
  return [`UN ${goods.unNumber} ${goods.properShippingName}`, goods.adrClass, goods.packingGroup].filter(Boolean).join(', ');
}

export type DangerousGoodsErrorKey =
  | 'dangerousGoodsRequired'
  | 'unNumberInvalid'
  | 'shippingNameRequired'
  | 'shippingNameMax'
  | 'adrClassRequired'
  | 'packingGroupInvalid'
  | 'packingGroupNotAssigned';

/** What is wrong with one line's declaration, field by field. */
export function dangerousGoodsErrors(goods: DangerousGoods): Array<{ field: keyof DangerousGoods; key: DangerousGoodsErrorKey }> {
  const errors: Array<{ field: keyof DangerousGoods; key: DangerousGoodsErrorKey }> = [];
  // UN numbers run from 0004 to 3550 (ADR Table A); four digits is the shape every one has.
  if (!/^\d{4}$/.test(normalizeUnNumber(goods.unNumber)) || normalizeUnNumber(goods.unNumber) === '0000') {
    errors.push({ field: 'unNumber', key: 'unNumberInvalid' });
  }
  const name = goods.properShippingName.trim();
  if (name === '') errors.push({ field: 'properShippingName', key: 'shippingNameRequired' });
  else if (name.length > PROPER_SHIPPING_NAME_MAX_LENGTH) errors.push({ field: 'properShippingName', key: 'shippingNameMax' });
  const adrClass = goods.adrClass.trim();
  const group = goods.packingGroup?.trim() || null;
  if (!isAdrClass(adrClass)) errors.push({ field: 'adrClass', key: 'adrClassRequired' });
  if (group !== null && !isPackingGroup(group)) errors.push({ field: 'packingGroup', key: 'packingGroupInvalid' });
  else if (group !== null && isAdrClass(adrClass) && CLASSES_WITHOUT_PACKING_GROUP.includes(adrClass)) {
    errors.push({ field: 'packingGroup', key: 'packingGroupNotAssigned' });
  }
  return errors;
}

/** A goods line's text followed by its dangerous goods, when it has some. */
export function withTransportDescription(lineText: string, goods: DangerousGoods | null | undefined): string {
  return goods ? `${lineText} — ${transportDescription(goods)}` : lineText;
}
