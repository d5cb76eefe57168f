import { describe, expect, it } from 'vitest';
import { looksLikeCron } from './iso8601.js';

describe('ISO 8601 literals', () => {
  it('should recognise cron expressions and macros', () => {
    for (const text of ['0 0 9-17 * * MON-FRI', '0/5 0/1 * 1/1 * ?', '@daily', '*/5 * * * *']) expect(looksLikeCron(text), text).toBe(true);
    for (const text of ['myCycle', 'R/PT1H', 'every day']) expect(looksLikeCron(text), text).toBe(false);
  });
});
