import type { PhonePosition } from '../domain/transport/delivery-proof.ts';
import { token } from './token.ts';

/** Where a transport's driver was, as the phone said while the job's page was open. */
export interface DriverPositions {
  add(quoteRequestId: string, position: PhonePosition, at: Date): Promise<void>;
  /** The last position the phone read, and when; undefined when none was shared. */
  latest(quoteRequestId: string): Promise<{ position: PhonePosition; at: Date } | undefined>;
}
export const DriverPositions = token<DriverPositions>('DriverPositions');
