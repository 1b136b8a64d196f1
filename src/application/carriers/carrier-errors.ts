import { ApplicationError } from '../../domain/application-error.ts';
import type { DocumentProblem } from '../../domain/carriers/carrier.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    carrierNotFound: CarrierNotFound;
    carrierEmailTaken: CarrierEmailTaken;
    offerClosed: OfferClosed;
    offerTaken: OfferTaken;
    awardRefused: AwardRefused;
  }
}

/** No such carrier, or not an offer this link opens: 404, as if there were nothing there. */
export class CarrierNotFound extends ApplicationError<'carrierNotFound'> {
  override name = 'CarrierNotFound';
  readonly code = 'carrierNotFound';
}

/** One of the new carrier's people is already another carrier's. */
export class CarrierEmailTaken extends ApplicationError<'carrierEmailTaken'> {
  override name = 'CarrierEmailTaken';
  readonly code = 'carrierEmailTaken';
  constructor() {
    super('an address of these people is already another carrier’s');
  }
}

/** The offer's deadline has passed, and the job was not awarded to this carrier: 410. */
export class OfferClosed extends ApplicationError<'offerClosed'> {
  override name = 'OfferClosed';
  readonly code = 'offerClosed';
  constructor() {
    super('the offer is closed');
  }
}

/** An answer that comes too late for the job (another carrier has it) or twice: 409. */
export class OfferTaken extends ApplicationError<'offerTaken'> {
  override name = 'OfferTaken';
  readonly code = 'offerTaken';
  readonly reason: 'awarded' | 'answered';
  constructor(reason: 'awarded' | 'answered') {
    super(reason === 'awarded' ? 'the job is awarded' : 'the offer is answered');
    this.reason = reason;
  }
}

/** Why an agent's award is refused. */
export type AwardRefusal = 'documents' | 'alreadyAwarded' | 'notAnswered' | 'marginReason' | 'notConfirmable';

export class AwardRefused extends ApplicationError<'awardRefused'> {
  override name = 'AwardRefused';
  readonly code = 'awardRefused';
  readonly reason: AwardRefusal;
  readonly documents: DocumentProblem[];
  constructor(reason: AwardRefusal, documents: DocumentProblem[] = []) {
    super(
      `the award is refused: ${reason}${documents.length > 0 ? ` (${documents.map((problem) => `${problem.kind} ${problem.problem}`).join(', ')})` : ''}`,
    );
    this.reason = reason;
    this.documents = documents;
  }
}
