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

/** An offer as shown to the visitor (spec §3 "Offer"), stored with its quote. */
export interface StoredOffer {
  id: string;
  variant: 'priority' | 'economy' | 'standard';
  title: string;
  price: number;
  originalPrice?: number;
  isBestChoice: boolean;
  distance: number | null;
  transitTime: number | null;
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
}
