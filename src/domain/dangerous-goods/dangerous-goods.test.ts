import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsErrors,
  isDeclared,
  normalizeDangerousGoods,
  transportDescription,
  withTransportDescription,
} from './dangerous-goods.ts';
import { withDeclaredDangerousGoods } from './declaration.ts';
import type { ParcelLine } from '../shipment/parcel-line.ts';

const petrol = { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' };

describe('a line’s dangerous goods (ADR 5.4.1.1.1)', () => {
  it('reads as the transport document writes it, in every language', () => {
    expect(transportDescription(petrol)).toBe('UN 1203 ESSENCE, 3, II');
    expect(transportDescription({ unNumber: '1950', properShippingName: 'AEROSOLS', adrClass: '2', packingGroup: null })).toBe(
      'UN 1950 AEROSOLS, 2',
    );
    expect(withTransportDescription('2 × Palette', petrol)).toBe('2 × Palette — UN 1203 ESSENCE, 3, II');
    expect(withTransportDescription('2 × Palette', null)).toBe('2 × Palette');
  });

  it('accepts a complete declaration', () => {
    expect(dangerousGoodsErrors(petrol)).toEqual([]);
    expect(dangerousGoodsErrors({ ...petrol, unNumber: 'UN 1203' })).toEqual([]);
    expect(dangerousGoodsErrors({ unNumber: '3480', properShippingName: 'PILES AU LITHIUM IONIQUE', adrClass: '9' })).toEqual([]);
  });

  it('names each field that is wrong', () => {
    expect(dangerousGoodsErrors({ unNumber: '12', properShippingName: ' ', adrClass: '10', packingGroup: 'IV' })).toEqual([
      { field: 'unNumber', key: 'unNumberInvalid' },
      { field: 'properShippingName', key: 'shippingNameRequired' },
      { field: 'adrClass', key: 'adrClassRequired' },
      { field: 'packingGroup', key: 'packingGroupInvalid' },
    ]);
    expect(dangerousGoodsErrors({ ...petrol, unNumber: '0000' })).toEqual([{ field: 'unNumber', key: 'unNumberInvalid' }]);
    expect(dangerousGoodsErrors({ ...petrol, properShippingName: 'X'.repeat(201) })).toEqual([
      { field: 'properShippingName', key: 'shippingNameMax' },
    ]);
  });

  it('refuses a packing group where the ADR assigns none (classes 1, 2, 5.2, 6.2, 7)', () => {
    for (const adrClass of ['1', '2', '5.2', '6.2', '7']) {
      expect(dangerousGoodsErrors({ ...petrol, adrClass })).toEqual([{ field: 'packingGroup', key: 'packingGroupNotAssigned' }]);
    }
    for (const adrClass of ['3', '4.1', '4.2', '4.3', '5.1', '6.1', '8', '9'])
      expect(dangerousGoodsErrors({ ...petrol, adrClass })).toEqual([]);
  });

  it('keeps a declaration normalised and drops a blank one', () => {
    expect(isDeclared({ unNumber: ' ', properShippingName: '', adrClass: '', packingGroup: null })).toBe(false);
    expect(
      normalizeDangerousGoods({ unNumber: ' un1203 ', properShippingName: ' ESSENCE  SANS PLOMB ', adrClass: '3 ', packingGroup: '' }),
    ).toEqual({
      unNumber: '1203',
      properShippingName: 'ESSENCE SANS PLOMB',
      adrClass: '3',
      packingGroup: null,
    });
  });

  it('makes a shipment that declares goods on a line a dangerous one', () => {
    const line: ParcelLine = { type: 'pallet', quantity: 1, weight: 100, length: 120, width: 80, height: 100 };
    const declared = withDeclaredDangerousGoods({ isDangerous: false, parcels: [line, { ...line, dangerousGoods: petrol }] });
    expect(declared.isDangerous).toBe(true);
    expect(declared.parcels[0]).not.toHaveProperty('dangerousGoods');
    const blank = withDeclaredDangerousGoods({
      isDangerous: false,
      parcels: [{ ...line, dangerousGoods: { unNumber: '', properShippingName: '', adrClass: '' } }],
    });
    expect(blank).toEqual({ isDangerous: false, parcels: [line] });
  });
});
