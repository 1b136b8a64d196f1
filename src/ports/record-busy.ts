import { ApplicationError } from '../domain/application-error.ts';

// This module's refusal, answered by the tables of src/http (ADR 0052).
declare module '../domain/application-error.ts' {
  interface ApplicationErrors {
    recordBusy: RecordBusy;
  }
}

/**
 * A record another request (of another server process) is changing, and has been for longer than a
 * write waits for it: answered 409, to try again, rather than holding a connection on the lock.
 */
export class RecordBusy extends ApplicationError<'recordBusy'> {
  override name = 'RecordBusy';
  readonly code = 'recordBusy';
  constructor() {
    super('the record is being changed by another request');
  }
}
