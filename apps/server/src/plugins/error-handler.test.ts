import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './error-handler.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('knows the driver errors of a database that is restarting or out of reach', () => {
    expect(databaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      databaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(databaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(databaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks through the query error drizzle wraps around the driver error', () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    });
    expect(databaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves real faults of a query as they are', () => {
    expect(databaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(databaseUnavailable(withCode('deadlock detected', '40P01'))).toBe(false);
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(databaseUnavailable('not an error')).toBe(false);
  });
});
