import { describe, expect, it } from 'vitest';
import { idFromName, isValidId } from './derived-id';

describe('idFromName', () => {
  it('turns a name into a lower-case hyphenated id', () => {
    expect(idFromName('Invoice approval', 'process')).toBe('invoice-approval');
    expect(idFromName('  Leave   request (EU) ', 'process')).toBe('leave-request-eu');
  });

  it('drops accents and keeps dots and underscores', () => {
    expect(idFromName('Prüfung für Anträge', 'process')).toBe('prufung-fur-antrage');
    expect(idFromName('order_v2.1', 'process')).toBe('order_v2.1');
  });

  it('puts the prefix before a name that does not start with a letter, or stands alone for an empty one', () => {
    expect(idFromName('2026 budget', 'process')).toBe('process-2026-budget');
    expect(idFromName('€€€', 'form')).toBe('form');
    expect(isValidId(idFromName('9', 'form'))).toBe(true);
  });
});

describe('isValidId', () => {
  it('accepts XML names without a colon and refuses the rest', () => {
    expect(isValidId('invoice-approval')).toBe(true);
    expect(isValidId('_a.b-c')).toBe(true);
    expect(isValidId('1st')).toBe(false);
    expect(isValidId('a b')).toBe(false);
    expect(isValidId('ns:id')).toBe(false);
    expect(isValidId('')).toBe(false);
  });
});
