import { parseLanguage } from '#src/domain/language.ts';
import { namedVehicle } from '#src/domain/pricing/vehicles.ts';
import { isFormCountry } from '#src/domain/shipment/countries.ts';
import type { TFunction } from '#web/i18n/translator.ts';

// Records are read by people: codes stored for machines (FRG1, DE) are shown by their names in
// the staff page's language, and as they are when the catalog has none.

/** A vehicle by the catalogue's label (FRG1 → "Petit fourgon (500 kg, 2 m³)"). */
export function vehicleLabel(t: TFunction, code: string): string {
  const named = namedVehicle(code);
  return named ? t(`booking.vehicles.${named}`) : code;
}

/** A country by its name (DE → "Allemagne"). */
export function countryName(t: TFunction, code: string): string {
  const upper = code.trim().toUpperCase();
  return isFormCountry(upper) ? t(`countries.${upper}`) : code;
}

/** A site language by its name (fr → "Français"); a code the site does not know, as it is. */
export function languageName(t: TFunction, code: string): string {
  const known = parseLanguage(code);
  return known ? t(`languages.${known}`) : code;
}
