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

/** What the quote form starts from for a person signed in to a company's space. */
export interface SignedInCompany {
  addresses: SavedAddress[];
  /** the company as the buyer of its quotes: the form's buyer country and VAT number start there */
  buyer: { country: CountryCode; vatNumber: string | null } | null;
}

/**
 * A signed-in shipper's addresses, offered first in the quote form, and the company as buyer. The page is the same
 * for everyone (it is cached), so the browser asks for them once it runs; undefined for a visitor
 * who is not signed in, or when they cannot be read (the form works without them).
 */
export function useSignedInCompany(hydrated: boolean, home: string): SignedInCompany | undefined {
  const [company, setCompany] = useState<SignedInCompany>();
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    fetch(`${home}/account/addresses.json`, {
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ signedIn?: boolean } & Partial<SignedInCompany>>) : undefined))
      .then((body) => {
        if (body?.signedIn) setCompany({ addresses: body.addresses ?? [], buyer: body.buyer ?? null });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, home]);
  return company;
}
