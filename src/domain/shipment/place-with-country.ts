/**
 * A place followed by its country code, unless the place already ends with it: "Lyon (FR)", but
 * "Paris, FR" as it is, not "Paris, FR (FR)" (a suggestion chosen from the list carries its country).
 */
export function placeWithCountry(location: string, country: string): string {
  const place = location.trim();
  const code = country.trim().toUpperCase();
  if (!code) return place;
  const endsWithCode = new RegExp(`(^|[\\s,(-])${code}\\)?$`, 'i').test(place);
  return endsWithCode ? place : `${place} (${code})`;
}

/** A place without the country code a chosen suggestion ends with ("69001 Lyon, FR" → "69001 Lyon"), to name the country in words. */
export function placeWithoutCountryCode(location: string, country: string): string {
  const code = country.trim().toUpperCase();
  return location.trim().replace(new RegExp(`[\\s,]+\\(?${code}\\)?$`, 'i'), '') || location.trim();
}
