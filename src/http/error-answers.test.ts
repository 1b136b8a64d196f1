import { describe, expect, it } from 'vitest';
import { InvalidInput, OfferExpired, QuoteNotFound, TooManySubmissions } from '../application/errors.ts';
import { ApplicationError } from '../domain/application-error.ts';
import { TransportStepRefused } from '../domain/transport/step-timing.ts';
import { PROBLEM_ANSWERS, type ProblemAnswers } from './api-v1/problem-answers.ts';
import { answerFor, PAGE_ANSWERS, type PageAnswers } from './error-answers.ts';

describe('the answers to the application’s refusals', () => {
  it('are tables over every code: one without an answer, or an error of no known code, does not compile', () => {
    const { quoteNotFound: pageAnswer, ...pagesWithoutOne } = PAGE_ANSWERS;
    // @ts-expect-error -- quoteNotFound has no answer on the pages
    const pages: PageAnswers = pagesWithoutOne;
    const { quoteNotFound: problem, ...problemsWithoutOne } = PROBLEM_ANSWERS;
    // @ts-expect-error -- nor in /api/v1
    const problems: ProblemAnswers = problemsWithoutOne;
    // @ts-expect-error -- a refusal must be registered under its code (ApplicationErrors) to exist
    class Unregistered extends ApplicationError<'noSuchRefusal'> {
      readonly code = 'noSuchRefusal';
    }
    expect([pageAnswer, problem, pages, problems, Unregistered]).toHaveLength(5);
  });

  it('answer each refusal by its code, and nothing else', () => {
    expect(answerFor(new QuoteNotFound())).toMatchObject({ status: 404, code: 'not_found' });
    expect(answerFor(new InvalidInput([{ field: 'email', key: 'required' }]))).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'email' }],
    });
    expect(answerFor(new TooManySubmissions(1_500))).toMatchObject({ status: 429, retryAfterSeconds: 2 });
    expect(answerFor(new OfferExpired('pickupPassed'))).toMatchObject({ status: 409, code: 'expired', reason: 'pickupPassed' });
    expect(answerFor(new TransportStepRefused('inFuture'))).toMatchObject({ status: 400, code: 'invalid' });
    expect(answerFor(new Error('a fault, not a refusal'))).toBeUndefined();
  });
});
