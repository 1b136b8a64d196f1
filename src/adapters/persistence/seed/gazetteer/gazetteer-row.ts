import type { PlaceRow } from '../../../addresses/gazetteer-index.ts';

/** One row of table zip_code as the seed writes it (the table numbers it). */
export type GazetteerRow = Omit<PlaceRow, 'id'>;

export interface Point {
  lat: number;
  lon: number;
}
