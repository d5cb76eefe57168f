import { type ConformanceRow, docPage } from './conformance-row.js';

const comparison = docPage('feel-scala src/test/scala/org/camunda/feel/impl/interpreter/ComparisonTypeTest.scala');
const arithmetic = docPage('feel-scala src/test/scala/org/camunda/feel/impl/interpreter/InterpreterNumberExpressionTest.scala');
const expressions = docPage('feel-scala src/test/scala/org/camunda/feel/impl/interpreter/InterpreterExpressionTest.scala');

/**
 * What the reference pages state only in prose, from feel-scala's own specs: operators on null and on values of
 * different types give null (with a warning in Camunda), never a failure; comments are allowed anywhere.
 */
export const FEEL_SCALA_ROWS: ConformanceRow[] = [
  comparison.returns('"a" = "a"', true),
  comparison.returns('@"P1D" = @"P1D"', true),
  comparison.returns('@"P1D" = @"P2D"', false),
  comparison.returns('1 = null', false),
  comparison.returns('@"P1D" = null', false),
  comparison.returns('1 = true', null),
  comparison.returns('1 = "a"', null),
  comparison.returns('1 = @"P1D"', null),
  comparison.returns('@"P1D" < @"P2D"', true),
  comparison.returns('1 < null', null),
  comparison.returns('@"P1D" > null', null),
  comparison.returns('null < null', null),
  comparison.returns('1 < true', null),
  comparison.returns('1 > @"P1D"', null),

  arithmetic.returns('2 + true', null),
  arithmetic.returns('false + 3', null),
  arithmetic.returns('2 - true', null),
  arithmetic.returns('2 * true', null),
  arithmetic.returns('2 / 0', null),
  arithmetic.returns('false / 3', null),
  arithmetic.returns('2**2**3', 64),
  arithmetic.returns('2**3.1', 8.574187700290345),
  arithmetic.returns('2 * -3', -6),
  arithmetic.returns('2 + 3 * 4', 14),
  arithmetic.returns('3 * 4**2', 48),
  arithmetic.returns('null != 2', true),
  arithmetic.returns('null < 2', null),
  arithmetic.returns('null in < 2', null),
  arithmetic.returns('null in (2..4)', null),
  arithmetic.returns('x between 2 and 4', true, { variables: { x: 4 } }),
  arithmetic.returns('x between 2 and 4', false, { variables: { x: 5 } }),

  expressions.returns('[1,2,3][1] // the first item', 1),
  expressions.returns('[1,2,3][1] /* the first item */', 1),
  expressions.returns('\n  /*\n   * the first item\n   */\n  [1,2,3][1]\n', 1),
];
