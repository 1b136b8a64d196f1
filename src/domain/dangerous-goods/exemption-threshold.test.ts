import { describe, expect, it } from 'vitest';
import type { ParcelLine } from '../shipment/parcel-line.ts';
import type { DangerousGoods } from './dangerous-goods.ts';
import { exemptionThreshold, transportCategory } from './exemption-threshold.ts';

const goods = (unNumber: string, adrClass: string, packingGroup: string | null = null): DangerousGoods => ({
  unNumber,
  properShippingName: 'NAME',
  adrClass,
  packingGroup,
});
const line = (quantity: number, weight: number, dangerousGoods?: DangerousGoods): ParcelLine => ({
  type: 'parcel',
  quantity,
  weight,
  length: 40,
  width: 30,
  height: 30,
  ...(dangerousGoods ? { dangerousGoods } : {}),
});

describe('transport categories (ADR 1.1.3.6.3)', () => {
  it('follows the packing group where no entry is named', () => {
    expect(transportCategory(goods('1090', '3', 'II'))).toBe(2); // acetone
    expect(transportCategory(goods('1993', '3', 'III'))).toBe(3);
    expect(transportCategory(goods('1831', '8', 'I'))).toBe(1);
    expect(transportCategory(goods('2811', '6.1', 'III'))).toBe(2); // 6.1 of group III: category 2
    expect(transportCategory(goods('3088', '4.2', 'I'))).toBe(0); // 4.2 of group I: category 0
  });

  it('takes the entries the table names by UN number', () => {
    expect(transportCategory(goods('2814', '6.2'))).toBe(0);
    expect(transportCategory(goods('2912', '7'))).toBe(0);
    expect(transportCategory(goods('3101', '5.2'))).toBe(1);
    expect(transportCategory(goods('3245', '9'))).toBe(2);
    expect(transportCategory(goods('1361', '4.2', 'III'))).toBe(4);
    expect(transportCategory(goods('2910', '7'))).toBe(4);
  });

  it('leaves undecided what only Table A tells (classes 1 and 2, articles without a group)', () => {
    expect(transportCategory(goods('1950', '2'))).toBeNull();
    expect(transportCategory(goods('0336', '1'))).toBeNull();
    expect(transportCategory(goods('3480', '9'))).toBeNull();
  });
});

describe('the 1,000 points of ADR 1.1.3.6', () => {
  it('says nothing of a load without dangerous goods', () => {
    expect(exemptionThreshold([line(3, 20)])).toBeUndefined();
  });

  it('counts quantity × multiplier: 50, 3, 1 and 0 for categories 1 to 4', () => {
    expect(exemptionThreshold([line(10, 20, goods('1203', '3', 'II')), line(5, 100)])).toEqual({ kind: 'within', points: 600 });
    expect(exemptionThreshold([line(10, 20, goods('1203', '3', 'II')), line(2, 200, goods('1993', '3', 'III'))])).toEqual({
      kind: 'within',
      points: 1000, // the limit itself is within ("shall not exceed")
    });
    expect(exemptionThreshold([line(1, 20.1, goods('1831', '8', 'I'))])).toEqual({ kind: 'above', points: 1005 });
    expect(exemptionThreshold([line(30, 500, goods('1361', '4.2', 'III'))])).toEqual({ kind: 'within', points: 0 });
  });

  it('never exempts category 0, whatever the quantity', () => {
    expect(exemptionThreshold([line(1, 0.5, goods('2814', '6.2')), line(1, 1, goods('1203', '3', 'II'))])).toEqual({
      kind: 'categoryZero',
      unNumbers: ['UN 2814'],
    });
  });

  it('says which goods need Table A when the known ones stay within', () => {
    expect(exemptionThreshold([line(4, 12, goods('3480', '9')), line(2, 50, goods('1203', '3', 'II'))])).toEqual({
      kind: 'undetermined',
      points: 300,
      unNumbers: ['UN 3480'],
    });
    expect(exemptionThreshold([line(4, 12, goods('3480', '9')), line(20, 50, goods('1203', '3', 'II'))])).toEqual({
      kind: 'above',
      points: 3000,
    });
  });
});
