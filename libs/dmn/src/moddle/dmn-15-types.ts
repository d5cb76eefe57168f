/**
 * The boxed expressions DMN 1.4 and 1.5 add to 1.3 (conditional, filter, the iterators for, some and every), as
 * moddle types added to dmn-moddle's DMN 1.3 package, so that models of those versions read whole.
 */
const childExpression = (name: string) => ({ name, type: 'ChildExpression' });

export const DMN_15_TYPES = [
  {
    name: 'ChildExpression',
    properties: [
      { name: 'id', type: 'String', isAttr: true },
      { name: 'value', type: 'Expression' },
    ],
  },
  { name: 'Conditional', superClass: ['Expression'], properties: [childExpression('if'), childExpression('then'), childExpression('else')] },
  { name: 'Filter', superClass: ['Expression'], properties: [childExpression('in'), childExpression('match')] },
  {
    name: 'For',
    superClass: ['Expression'],
    properties: [{ name: 'iteratorVariable', type: 'String', isAttr: true }, childExpression('in'), childExpression('return')],
  },
  {
    name: 'Some',
    superClass: ['Expression'],
    properties: [{ name: 'iteratorVariable', type: 'String', isAttr: true }, childExpression('in'), childExpression('satisfies')],
  },
  {
    name: 'Every',
    superClass: ['Expression'],
    properties: [{ name: 'iteratorVariable', type: 'String', isAttr: true }, childExpression('in'), childExpression('satisfies')],
  },
];
