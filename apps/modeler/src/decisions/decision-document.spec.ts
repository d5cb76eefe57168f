import { describe, expect, it } from 'vitest';
import { decisionFileName, decisionResource } from './decision-document';

describe('decisionFileName', () => {
  it('is the name as a file name ending in .dmn, whatever the name ended in', () => {
    expect(decisionFileName({ name: 'Order level' })).toBe('Order-level.dmn');
    expect(decisionFileName({ name: 'rules.dmn' })).toBe('rules.dmn');
    expect(decisionFileName({ name: 'old.xml' })).toBe('old.dmn');
    expect(decisionFileName({ name: '' })).toBe('decision.dmn');
  });

  it('names the resource deployed', () => {
    expect(decisionResource({ key: 'k', name: 'Level', xml: '<definitions/>', library: null })).toEqual({ name: 'Level.dmn', content: '<definitions/>' });
  });
});
