import { quoteRepositoryContract } from '../contracts/quote-repository-contract.ts';
import { inMemoryQuoteRepository } from './in-memory-quote-repository.ts';

quoteRepositoryContract('in memory', inMemoryQuoteRepository);
