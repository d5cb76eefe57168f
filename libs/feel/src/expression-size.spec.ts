import { describe, expect, it } from 'vitest';
import { MAX_FEEL_LENGTH, MAX_FEEL_NESTING } from './expression-size.js';
import { checkFeelSyntax } from './feel-expression.js';

describe('FEEL expression size', () => {
  it('should refuse, without parsing it, an expression longer than the limit', () => {
    const source = `${'1 + '.repeat(MAX_FEEL_LENGTH)}1`;
    const started = performance.now();
    expect(checkFeelSyntax(source)).toMatchObject({
      ok: false,
      message: `the expression is ${source.length} characters long, more than the ${MAX_FEEL_LENGTH} allowed`,
    });
    expect(performance.now() - started).toBeLessThan(1000); // a parse of it takes seconds
  });

  it('should refuse brackets nested deeper than the limit, of any kind', () => {
    for (const [open, close] of ['()', '[]', '{}']) {
      const source = `${open?.repeat(MAX_FEEL_NESTING + 1)}1${close?.repeat(MAX_FEEL_NESTING + 1)}`;
      expect(checkFeelSyntax(source)).toMatchObject({ ok: false, message: `the expression nests brackets more than ${MAX_FEEL_NESTING} deep` });
    }
  });

  it('should let an expression at the limits through to the parser', () => {
    expect(checkFeelSyntax(`${'('.repeat(MAX_FEEL_NESTING)}1${')'.repeat(MAX_FEEL_NESTING)}`)).toEqual({ ok: true });
    expect(checkFeelSyntax(`"${'x'.repeat(MAX_FEEL_LENGTH - 2)}"`)).toEqual({ ok: true });
  });
});
