import type { AddressBookEntry, AddressFields } from '../domain/account/address-book.ts';
import { token } from './token.ts';

/** A company's address book: every call names the company, which sees only its own. */
export interface AddressBook {
  /** The company's addresses by name. */
  list(accountId: string): Promise<AddressBookEntry[]>;
  get(accountId: string, id: string): Promise<AddressBookEntry | undefined>;
  add(accountId: string, address: AddressFields, at: Date): Promise<AddressBookEntry>;
  /** false when the company has no such address; an edited place loses its coordinates */
  update(accountId: string, id: string, address: AddressFields, at: Date): Promise<boolean>;
  remove(accountId: string, id: string): Promise<boolean>;
  /**
   * Adds the pickup and delivery addresses of the company's transports that the book does not hold
   * yet (the same street, postal code and country), named after their town; how many were added.
   */
  fillFromTransports(accountId: string, at: Date): Promise<number>;
}
export const AddressBook = token<AddressBook>('AddressBook');
