import { ApplicationError } from '../../domain/application-error.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { token } from '../../ports/token.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { TransportNotFound } from './move-transport.ts';
import { driverLink } from './driver-link-path.ts';
import { driverLanguageOf } from '../../domain/transport/driver-language.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    driverLinkRefused: DriverLinkRefused;
  }
}

/** No driver to send to: no carrier booked yet, or the transport is over (cancelled or delivered). */
export class DriverLinkRefused extends ApplicationError<'driverLinkRefused'> {
  override name = 'DriverLinkRefused';
  readonly code = 'driverLinkRefused';
  readonly reason: 'notBooked' | 'over';
  constructor(reason: 'notBooked' | 'over') {
    super(`no driver's link: ${reason}`);
    this.reason = reason;
  }
}

export interface DriverLinkSent {
  link: string;
  /** the phone it went to: the one the last booking gave */
  sentTo: string;
}

export type SendDriverLink = (input: { quoteRequestId: string; language?: Language }) => Promise<DriverLinkSent>;
export const SendDriverLink = token<SendDriverLink>('SendDriverLink');

/**
 * A transport's own link for its driver, sent by text message to the phone the last booking
 * recorded, in the language asked, else the booking's driver's (driver-language.ts); again each
 * time it is asked for. Refused before a carrier is booked and once the transport is over.
 */
export function makeSendDriverLink(deps: {
  log: Pick<TransportLog, 'record'>;
  sms: SmsSender;
  secrets: Secrets;
  siteUrl: string;
}): SendDriverLink {
  return async ({ quoteRequestId, language }) => {
    const record = await deps.log.record(quoteRequestId);
    if (!record) throw new TransportNotFound();
    if (record.state === 'cancelled' || record.state === 'delivered') throw new DriverLinkRefused('over');
    const booking = record.moves.findLast(({ move }) => move.kind === 'book')?.move;
    if (booking?.kind !== 'book') throw new DriverLinkRefused('notBooked');
    const driverLanguage = language ?? driverLanguageOf(booking);
    const link = driverLink(deps.secrets, deps.siteUrl, quoteRequestId, driverLanguage);
    await deps.sms.send({
      to: booking.driverPhone,
      language: driverLanguage,
      driverFirstName: booking.driverFirstName,
      reference: record.reference,
      link,
    });
    return { link, sentTo: booking.driverPhone };
  };
}

export type DriverLinkOf = (quoteRequestId: string, language?: Language) => string;
export const DriverLinkOf = token<DriverLinkOf>('DriverLinkOf');

/** The link the agent copies from the record: the one the text message carries, in the driver's language. */
export function makeDriverLinkOf(deps: { secrets: Secrets; siteUrl: string }): DriverLinkOf {
  return (quoteRequestId, language = DEFAULT_LANGUAGE) => driverLink(deps.secrets, deps.siteUrl, quoteRequestId, language);
}
