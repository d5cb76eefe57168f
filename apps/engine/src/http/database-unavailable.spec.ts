import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash of the server', withCode('57P02')],
    ['the server starting', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['a connection failure', withCode('08006')],
    ['a standby during a failover', withCode('25006', 'cannot execute INSERT in a read-only transaction')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['the pool out of time', new Error('timeout exceeded when trying to connect')],
    ['a database closed to connections', withCode('55000', 'database "baton" is not currently accepting connections')],
    ['the error TypeORM wraps', Object.assign(new Error('query failed'), { driverError: withCode('57P01') })],
    ['an error caused by one', new Error('load failed', { cause: new Error('Connection terminated') })],
    ['a refusal on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('should take %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a constraint broken', withCode('23505', 'duplicate key value violates unique constraint')],
    ['another object-state error', withCode('55000', 'cannot use the replication slot')],
    ['invalid text', withCode('22P02', 'invalid input syntax for type json')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'key')")],
    [
      'a cycle of causes',
      (() => {
        const error = new Error('outer') as Error & { cause?: unknown };
        error.cause = error;
        return error;
      })(),
    ],
    ['no error at all', undefined],
  ])('should take %s for no outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
