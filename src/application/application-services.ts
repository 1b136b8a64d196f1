import type { Logger } from '../ports/logger.ts';
import type { CheckReadiness } from './check-readiness.ts';

/** What the HTTP layer (BFF routes, page loaders and actions) may call. */
export interface ApplicationServices {
  logger: Logger;
  checkReadiness: CheckReadiness;
}
