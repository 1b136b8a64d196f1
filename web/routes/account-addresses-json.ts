import { driverNoteOf, placeOf } from '#src/domain/account/address-book.ts';
import type { SavedAddress, SignedInCompany } from '../components/booking/saved-addresses.ts';
import { personOf } from '../components/account/signed-in-person.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-addresses-json';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

/**
 * The signed-in company's addresses for the quote form, which asks once it runs (the
 * form's page is the same for every visitor), and the company as the buyer its quotes start from.
 * Not signed in: no addresses, and no error.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return answeredAsPage(context, async () => {
    const person = await personOf(context);
    if (!person) return Response.json({ signedIn: false, addresses: [] as SavedAddress[] }, { headers: PRIVATE });
    const [book, buyer] = await Promise.all([
      context.services.shipperAccount.addresses.list(person),
      context.services.shipperAccount.billing.buyer(person),
    ]);
    const addresses = book.map((entry): SavedAddress => ({
      id: entry.id,
      name: entry.name,
      street: entry.street,
      place: placeOf(entry),
      postalCode: entry.postalCode,
      city: entry.city,
      country: entry.country,
      coordinates: entry.coordinates,
      note: driverNoteOf(entry),
    }));
    const company: SignedInCompany = { addresses, buyer: buyer ?? null };
    return Response.json({ signedIn: true, ...company }, { headers: PRIVATE });
  });
}
