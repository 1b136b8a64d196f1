import { z } from 'zod';
import { type RetentionDays, retentionCutoffs } from '../../domain/privacy/retention.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { PersonalDataRecords, PersonalDataStore } from '../../ports/personal-data.ts';
import { InvalidInput } from '../errors.ts';
import { singleLine } from '../inputs/text-fields.ts';
import { token } from '../../ports/token.ts';

const emailAddress = singleLine(254).pipe(z.email());

function addressOf(email: string): string {
  const parsed = emailAddress.safeParse(email);
  if (!parsed.success) throw new InvalidInput([{ field: 'email', key: 'emailInvalid' }]);
  return parsed.data;
}

export type ExportPersonalData = (email: string) => Promise<{ email: string; records: PersonalDataRecords }>;
export const ExportPersonalData = token<ExportPersonalData>('ExportPersonalData');
export type ErasePersonalData = (input: { email: string; staffUserId: string }) => Promise<{ records: number }>;
export const ErasePersonalData = token<ErasePersonalData>('ErasePersonalData');
export type PurgeExpiredPersonalData = () => Promise<{
  quotesDeleted: number;
  leadsAnonymised: number;
  emailsDeleted: number;
  positionsDeleted: number;
}>;
export const PurgeExpiredPersonalData = token<PurgeExpiredPersonalData>('PurgeExpiredPersonalData');

/** Staff answer a person's request to see what is kept about them (GDPR access). */
export function makeExportPersonalData(deps: { store: PersonalDataStore }): ExportPersonalData {
  return async (email) => {
    const address = addressOf(email);
    return { email: address, records: await deps.store.find(address) };
  };
}

/**
 * Staff answer a person's request to be forgotten: gone from every record and from the copies of
 * the emails about them, the fact kept.
 */
export function makeErasePersonalData(deps: { store: PersonalDataStore; clock: Clock; mailer: Pick<Mailer, 'forget'> }): ErasePersonalData {
  return async ({ email, staffUserId }) => {
    const { records, emails } = await deps.store.erase(addressOf(email), { staffUserId, at: deps.clock.now() });
    await deps.mailer.forget?.(emails);
    return { records };
  };
}

/** The daily job: what is past its retention period is deleted or loses the person's details. */
export function makePurgeExpiredPersonalData(deps: {
  store: PersonalDataStore;
  clock: Clock;
  days: RetentionDays;
}): PurgeExpiredPersonalData {
  return () => deps.store.purge(retentionCutoffs(deps.clock.now(), deps.days));
}
