import { type AddressBookEntry, readAddress } from '../../domain/account/address-book.ts';
import type { AddressBook } from '../../ports/address-book.ts';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import type { Clock } from '../../ports/clock.ts';
import { InvalidInput } from '../errors.ts';
import { token } from '../../ports/token.ts';

/** An account holds at most this many addresses: a company's plants, docks and customers, not a directory. */
export const MAX_ADDRESSES = 500;

/**
 * The address book: every person of the company reads and edits the company's
 * addresses; an address of another company does not exist (undefined, false).
 */
export interface AccountAddresses {
  list(person: AccountPerson): Promise<AddressBookEntry[]>;
  get(person: AccountPerson, id: string): Promise<AddressBookEntry | undefined>;
  /** Adds (no id) or changes an address from the form's values; InvalidInput names each field at fault. */
  save(person: AccountPerson, input: Record<string, unknown>, id?: string): Promise<AddressBookEntry | undefined>;
  remove(person: AccountPerson, id: string): Promise<boolean>;
  /** Adds the ends of the company's transports the book lacks; how many. */
  fillFromTransports(person: AccountPerson): Promise<number>;
}
export const AccountAddresses = token<AccountAddresses>('AccountAddresses');

export function makeAccountAddresses(deps: { book: AddressBook; clock: Clock }): AccountAddresses {
  const { book, clock } = deps;
  return {
    list: (person) => book.list(person.accountId),
    get: (person, id) => book.get(person.accountId, id),
    async save(person, input, id) {
      const { address, errors } = readAddress(input);
      if (errors.length > 0) throw new InvalidInput(errors);
      if (id === undefined) {
        if ((await book.list(person.accountId)).length >= MAX_ADDRESSES) throw new InvalidInput([{ field: 'name', key: 'tooMany' }]);
        return book.add(person.accountId, address, clock.now());
      }
      return (await book.update(person.accountId, id, address, clock.now())) ? book.get(person.accountId, id) : undefined;
    },
    remove: (person, id) => book.remove(person.accountId, id),
    fillFromTransports: (person) => book.fillFromTransports(person.accountId, clock.now()),
  };
}
