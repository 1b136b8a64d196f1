import { describe, expect, it } from 'vitest';
import { DriverException } from '@mikro-orm/core';
import { isDatabaseOutage } from './database-outage.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseOutage', () => {
  it('recognises a server that cannot be reached, is shutting down, or does not answer in time', () => {
    expect(isDatabaseOutage(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseOutage(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseOutage(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseOutage(withCode('08006'))).toBe(true);
    expect(isDatabaseOutage(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseOutage(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseOutage(new Error('Query read timeout'))).toBe(true);
  });

  it('looks through the ORM wrapper and causes', () => {
    expect(isDatabaseOutage(new DriverException(withCode('ECONNRESET', 'read ECONNRESET')))).toBe(true);
    expect(isDatabaseOutage(new Error('while saving', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves faults in the request or the code alone', () => {
    expect(isDatabaseOutage(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseOutage(withCode('22007', 'invalid input syntax for type date'))).toBe(false);
    expect(isDatabaseOutage(withCode('08P01', 'invalid message format'))).toBe(false); // a NUL byte in a parameter
    expect(isDatabaseOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseOutage(undefined)).toBe(false);
    expect(isDatabaseOutage('Connection terminated')).toBe(false);
  });
});
