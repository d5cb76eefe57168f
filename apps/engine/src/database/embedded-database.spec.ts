import { describe, expect, it } from 'vitest';
import { readinessWatch } from './embedded-database.js';

const line = (pid: number, text: string) => `2026-12-01 22:03:32.456 UTC [${pid}] ${text}\n`;

describe("the embedded PostgreSQL's readiness", () => {
  it('should see the readiness line followed in its chunk by lines of clients refused during start-up', () => {
    // given: a restart under load, as the PostgreSQL fault drill logged it
    const ready = readinessWatch();
    const refused = Array.from({ length: 5 }, (_, index) => line(10461 + index, 'FATAL:  the database system is starting up')).join('');

    // when / then
    expect(ready(line(10459, 'FATAL:  the database system is starting up'))).toBe(false);
    expect(ready(`${line(10447, 'LOG:  database system is ready to accept connections')}${refused}`)).toBe(true);
  });

  it('should see the readiness line split over two chunks', () => {
    const ready = readinessWatch();
    expect(ready('2026-12-01 22:03:32.456 UTC [10447] LOG:  database system is ready to')).toBe(false);
    expect(ready(' accept connections\n')).toBe(true);
  });

  it('should not take other lines for readiness', () => {
    const ready = readinessWatch();
    expect(ready(line(10447, 'LOG:  database system was shut down at 2026-12-01 22:03:21 UTC'))).toBe(false);
    expect(ready(line(10447, 'LOG:  listening on IPv4 address "127.0.0.1", port 41521'))).toBe(false);
  });
});
