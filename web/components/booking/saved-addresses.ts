import { useEffect, useState } from 'react';
import type { CountryCode } from '#src/domain/shipment/countries.ts';
import type { Coordinates } from '#src/domain/shipment/shipment.ts';

/** An address of the signed-in company's book as the quote form offers it (GET /{lang}/account/addresses.json). */
export interface SavedAddress {
  id: string;
  name: string;
  street: string;
  /** the place as the form names it: "69003 Lyon" */
  place: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  coordinates: Coordinates | null;
  /** the contact on site, the hours and the note, for the driver */
  note: string;
}

/**
 * Issue 39: a signed-in shipper's addresses, offered first in the quote form. The page is the same
 * for everyone (it is cached), so the browser asks for them once it runs; undefined for a visitor
 * who is not signed in, or when they cannot be read (the form works without them).
 */
export function useSavedAddresses(hydrated: boolean, home: string): SavedAddress[] | undefined {
  const [addresses, setAddresses] = useState<SavedAddress[]>();
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    fetch(`${home}/account/addresses.json`, {
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ signedIn?: boolean; addresses?: SavedAddress[] }>) : undefined))
      .then((body) => {
        if (body?.signedIn) setAddresses(body.addresses ?? []);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, home]);
  return addresses;
}
