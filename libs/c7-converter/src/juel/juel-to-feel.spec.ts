// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are Camunda 7 JUEL expressions, quoted as models have them
import { describe, expect, it } from 'vitest';
import { juelToFeel } from './juel-to-feel.js';

const feel = (juel: string) => juelToFeel(juel);

describe('juelToFeel', () => {
  it.each([
    ['${a > 5}', 'a > 5'],
    ["${x == 'y'}", 'x = "y"'],
    ['${a && b}', 'a and b'],
    ['${a || !b}', 'a or not(b)'],
    ['${approved}', 'approved'],
    ['#{approved eq true}', 'approved = true'],
    ['${order.amount >= 1000 and order.status ne "open"}', 'order.amount >= 1000 and order.status != "open"'],
    ['${(a + b) * 2}', '(a + b) * 2'],
    ['${a - (b - c)}', 'a - (b - c)'],
    ['${a < b == true}', '(a < b) = true'],
    ['${a ? 1 : 2}', 'if a then 1 else 2'],
    ['${-count lt .5}', '-count < 0.5'],
    ['${x div 2}', 'x / 2'],
    ['${null}', 'null'],
    ["${'it\\'s \"quoted\"'}", '"it\'s \\"quoted\\""'],
  ])('should translate %s to %s', (juel, expected) => {
    expect(feel(juel)).toEqual({ ok: true, feel: expected });
  });

  it('should translate not empty to a test that is false, never null, for other types', () => {
    expect(feel('${not empty x}')).toEqual({
      ok: true,
      feel: 'not((x = null or (x instance of string and x = "") or (x instance of list and count(x) = 0) or (x instance of context and count(get entries(x)) = 0)))',
    });
  });

  it('should make a string of text around expressions, as JUEL does', () => {
    expect(feel('Order ${id} for ${customer.name}')).toEqual({ ok: true, feel: '"Order " + string(id) + " for " + string(customer.name)' });
    expect(feel('plain text')).toEqual({ ok: true, feel: '"plain text"' });
  });

  it.each([
    ['${orderService.isValid(order)}', 'not simple JUEL: a method call (isValid(…))'],
    ['${execution.getVariable("a")}', "not simple JUEL: the Camunda 7 object 'execution'"],
    ['${dateTime()}', 'not simple JUEL: a function call (dateTime(…))'],
    ['${items[0]}', 'not simple JUEL: an index or bracket property (JUEL counts from 0, FEEL from 1)'],
    ['${a % 2 == 0}', 'not simple JUEL: the remainder operator (JUEL truncates, FEEL modulo floors negative numbers)'],
    ['${for > 1}', "not simple JUEL: the variable 'for', a FEEL keyword"],
    ['${1e3}', 'not simple JUEL: the number 1e3 in exponent notation'],
    ['${a >}', 'not valid JUEL: the expression ends too early'],
    ['${a', 'not valid JUEL: an expression is not closed with }'],
  ])('should refuse %s: %s', (juel, reason) => {
    expect(feel(juel)).toEqual({ ok: false, reason });
  });
});
