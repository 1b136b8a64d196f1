/** One row of table zip_code: a name (or postal code) under which a place can be found. */
export interface GazetteerRow {
  /** the place this row names; several rows (postal codes, names in other languages) share it */
  place_key: string;
  postal_code: string;
  place_name: string;
  place_name_search: string;
  country_code: string;
  latitude: number;
  longitude: number;
  population: number;
  /** a name of the place in another language (Munich for München), shown only when it is the one typed */
  is_alias: boolean;
}

export interface Point {
  lat: number;
  lon: number;
}
