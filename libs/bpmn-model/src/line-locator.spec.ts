import { describe, expect, it } from 'vitest';
import { LineLocator } from './line-locator.js';

describe('LineLocator', () => {
  const xml = [
    '<definitions id="defs">',
    '  <process id="P" processId="not-an-id">',
    "    <task name='x' id='T&amp;1' />",
    '    <shape id="T_di" bpmnElement="T" />',
    '  </process>',
    '  <process',
    '     id="Q"></process>',
  ].join('\n');
  const lines = new LineLocator(xml);

  it('should find the 1-based line of the first id attribute', () => {
    expect(lines.lineOfId('defs')).toBe(1);
    expect(lines.lineOfId('P')).toBe(2);
    expect(lines.lineOfId('T&1')).toBe(3);
    expect(lines.lineOfId('T_di')).toBe(4);
    expect(lines.lineOfId('Q')).toBe(7);
  });

  it('should not mistake other attributes for ids', () => {
    expect(lines.lineOfId('not-an-id')).toBeNull();
    expect(lines.lineOfId('T')).toBeNull();
  });

  it('should find the lines a process spans', () => {
    expect(lines.processLines('P')).toEqual({ from: 2, to: 5 });
    expect(lines.processLines('Q')).toEqual({ from: 6, to: 7 });
    expect(lines.processLines('missing')).toBeNull();
    expect(lines.lineCount).toBe(7);
  });
});
