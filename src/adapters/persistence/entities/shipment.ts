// The shapes stored as jsonb in quotes and quote_requests (spec §3).

export interface StoredParcelLine {
  type: 'parcel' | 'pallet';
  quantity: number;
  /** kg per unit */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
  /** ADR 5.4.1.1.1, when the line holds dangerous goods */
  dangerousGoods?: { unNumber: string; properShippingName: string; adrClass: string; packingGroup?: string | null } | null;
}

export interface StoredCoordinates {
  lat: number;
  lon: number;
}
