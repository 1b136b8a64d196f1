import { defineEntity, p } from '@mikro-orm/core';
import { countryCode } from './columns.ts';

/** Table zip_code (spec §3 "Zip code reference"): the gazetteer behind local address search. */
export const ZipCodeEntity = defineEntity({
  name: 'ZipCode',
  tableName: 'zip_code',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** the place this row names: a city's postal codes and its names in other languages share it */
    placeKey: p.text(),
    postalCode: p.string().length(20),
    placeName: p.text(),
    /** place_name lower-cased and stripped of accents, so prefix search ignores both. */
    placeNameSearch: p.text(),
    countryCode: countryCode(),
    latitude: p.double(),
    longitude: p.double(),
    /** inhabitants, to list the larger of two places of the same name first */
    population: p.integer().default(0),
    /** a name in another language (Munich for München) */
    isAlias: p.boolean().default(false),
  },
  // Prefix searches (spec §7: postal_code or place_name LIKE 'input%') need pattern operators.
  indexes: [
    {
      name: 'zip_code_postal_code_prefix_idx',
      expression: 'create index zip_code_postal_code_prefix_idx on zip_code (country_code, postal_code text_pattern_ops)',
    },
    {
      name: 'zip_code_place_name_prefix_idx',
      expression: 'create index zip_code_place_name_prefix_idx on zip_code (country_code, place_name_search text_pattern_ops)',
    },
  ],
});
