import { quoteAdmissionContract, quoteRepositoryContract } from '../contracts/quote-repository-contract.ts';
import { inMemoryQuoteAdmission, inMemoryQuoteRepository } from './in-memory-quote-repository.ts';

quoteRepositoryContract('in memory', inMemoryQuoteRepository);
quoteAdmissionContract('in memory', () => {
  const quotes = inMemoryQuoteRepository();
  return { quotes, admission: inMemoryQuoteAdmission(quotes) };
});
