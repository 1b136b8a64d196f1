import { randomUUID } from 'node:crypto';
import { companyQuotesContract } from '../contracts/company-quotes-contract.ts';
import { inMemoryCompanyQuotes } from './in-memory-company-quotes.ts';
import { inMemoryQuoteRepository } from './in-memory-quote-repository.ts';

companyQuotesContract('in memory', () => {
  const quotes = inMemoryQuoteRepository();
  return {
    quotes: () => quotes,
    companyQuotes: () => inMemoryCompanyQuotes(quotes.all),
    account: async () => randomUUID(),
  };
});
