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
}

export interface StoredCoordinates {
  lat: number;
  lon: number;
}
