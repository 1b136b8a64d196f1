import { outboxStoreContract } from '../contracts/outbox-store-contract.ts';
import { inMemoryOutbox } from './in-memory-outbox-store.ts';

outboxStoreContract('in memory', inMemoryOutbox);
