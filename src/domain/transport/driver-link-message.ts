import type { Language } from '../language.ts';

/** The driver's own link to a transport, as a text message to the phone the carrier gave. */
export interface DriverLinkSms {
  /** the driver's phone, as the agent recorded it */
  to: string;
  language: Language;
  driverFirstName: string;
  /** the quote's reference (FL-7K3Q-9M2X), which the driver may quote on the phone */
  reference: string;
  link: string;
}
