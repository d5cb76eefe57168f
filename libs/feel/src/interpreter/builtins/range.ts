import { feelCompare } from '../operators.js';
import { isFeelTemporal, temporalClass } from '../temporal/kinds.js';
import { type FeelRange, type FeelValue, isFeelNumber, isFeelRange } from '../values.js';
import { type BuiltinSignature, builtin } from './builtin.js';

/** Camunda's point values: numbers, dates, times and durations (not strings); a value's class decides comparability. */
function pointClass(value: FeelValue): string | null {
  if (isFeelNumber(value)) return 'number';
  return isFeelTemporal(value) ? temporalClass(value) : null;
}

/** Thrown when two boundaries do not compare; the function then answers null. */
class Incomparable extends Error {}

function order(a: FeelValue, b: FeelValue): number {
  const result = feelCompare(a, b);
  if (result === null) throw new Incomparable();
  return result;
}

const lt = (a: FeelValue, b: FeelValue) => order(a, b) < 0;
const gt = (a: FeelValue, b: FeelValue) => order(a, b) > 0;
const eq = (a: FeelValue, b: FeelValue) => order(a, b) === 0;

interface Boundary {
  readonly value: FeelValue;
  readonly closed: boolean;
}

const startOf = (range: FeelRange): Boundary => ({ value: range.start, closed: range.startIncluded });
const endOf = (range: FeelRange): Boundary => ({ value: range.end, closed: range.endIncluded });

type Argument = { point: FeelValue } | { range: FeelRange };

/** A point or a range whose start is a point, so that feel-scala's check of the first values can be made. */
function argument(value: FeelValue | undefined): Argument | null {
  if (isFeelRange(value)) return { range: value };
  return value === undefined ? null : { point: value };
}

const representative = (arg: Argument) => ('range' in arg ? arg.range.start : arg.point);

/**
 * A range function over two arguments, each a point or a range as `kinds` allows. Both must be point values of one
 * class (a range counts by its start), else the answer is null, as is any comparison with an unbounded side.
 */
function rangeFunction(name: string, parameters: readonly [string, string], relation: (x: Argument, y: Argument) => boolean | undefined): BuiltinSignature {
  return builtin(name, parameters, ([first, second]) => {
    const x = argument(first);
    const y = argument(second);
    if (!x || !y) return null;
    const xClass = pointClass(representative(x));
    if (xClass === null || xClass !== pointClass(representative(y))) return null;
    try {
      return relation(x, y) ?? null;
    } catch (error) {
      if (error instanceof Incomparable) return null;
      throw error;
    }
  });
}

type Relation = (x: Argument, y: Argument) => boolean | undefined;

/** A relation defined for each combination of point and range it accepts; others answer null. */
function cases(handlers: {
  points?: (a: FeelValue, b: FeelValue) => boolean;
  pointRange?: (point: FeelValue, range: FeelRange) => boolean;
  rangePoint?: (range: FeelRange, point: FeelValue) => boolean;
  ranges?: (a: FeelRange, b: FeelRange) => boolean;
}): Relation {
  return (x, y) => {
    if ('range' in x && 'range' in y) return handlers.ranges?.(x.range, y.range);
    if ('range' in x && 'point' in y) return handlers.rangePoint?.(x.range, y.point);
    if ('point' in x && 'range' in y) return handlers.pointRange?.(x.point, y.range);
    if ('point' in x && 'point' in y) return handlers.points?.(x.point, y.point);
    return undefined;
  };
}

const before = cases({
  points: (a, b) => lt(a, b),
  pointRange: (point, range) => lt(point, range.start) || (eq(point, range.start) && !range.startIncluded),
  rangePoint: (range, point) => lt(range.end, point) || (eq(range.end, point) && !range.endIncluded),
  ranges: (a, b) => lt(a.end, b.start) || ((!a.endIncluded || !b.startIncluded) && eq(a.end, b.start)),
});

const after = cases({
  points: (a, b) => gt(a, b),
  pointRange: (point, range) => gt(point, range.end) || (eq(point, range.end) && !range.endIncluded),
  rangePoint: (range, point) => gt(range.start, point) || (eq(range.start, point) && !range.startIncluded),
  ranges: (a, b) => gt(a.start, b.end) || ((!a.startIncluded || !b.endIncluded) && eq(a.start, b.end)),
});

/** `includes(range, point)` and `during(point, range)`: the point lies within the range. */
function contains(range: FeelRange, point: FeelValue): boolean {
  const start = startOf(range);
  const end = endOf(range);
  return (lt(start.value, point) && gt(end.value, point)) || (eq(start.value, point) && start.closed) || (eq(end.value, point) && end.closed);
}

/** `includes(outer, inner)` and `during(inner, outer)`. */
function encloses(outer: FeelRange, inner: FeelRange): boolean {
  const startsBefore = lt(outer.start, inner.start) || (eq(outer.start, inner.start) && (outer.startIncluded || !inner.startIncluded));
  const endsAfter = gt(outer.end, inner.end) || (eq(outer.end, inner.end) && (outer.endIncluded || !inner.endIncluded));
  return startsBefore && endsAfter;
}

/** `finishes(a, b)`: a ends where b ends, starting within b. */
function finishes(a: FeelRange, b: FeelRange): boolean {
  return a.endIncluded === b.endIncluded && eq(a.end, b.end) && (gt(a.start, b.start) || (eq(a.start, b.start) && (!a.startIncluded || b.startIncluded)));
}

/** `starts(a, b)`: a starts where b starts, ending within b. */
function starts(a: FeelRange, b: FeelRange): boolean {
  return eq(a.start, b.start) && a.startIncluded === b.startIncluded && (lt(a.end, b.end) || (eq(a.end, b.end) && (!a.endIncluded || b.endIncluded)));
}

/** `overlaps before(a, b)`: a starts first and ends within b. */
function overlapsBefore(a: FeelRange, b: FeelRange): boolean {
  return (
    (lt(a.start, b.start) || (eq(a.start, b.start) && a.startIncluded && !b.startIncluded)) &&
    (gt(a.end, b.start) || (eq(a.end, b.start) && a.endIncluded && b.startIncluded)) &&
    (lt(a.end, b.end) || (eq(a.end, b.end) && (!a.endIncluded || b.endIncluded)))
  );
}

const endsAtPoint = (range: FeelRange, point: FeelValue) => range.endIncluded && eq(range.end, point);
const startsAtPoint = (range: FeelRange, point: FeelValue) => range.startIncluded && eq(range.start, point);

export const RANGE_BUILTINS: readonly BuiltinSignature[] = [
  rangeFunction('before', ['point1', 'point2'], before),
  rangeFunction('before', ['point', 'range'], before),
  rangeFunction('before', ['range', 'point'], before),
  rangeFunction('before', ['range1', 'range2'], before),
  rangeFunction('after', ['point1', 'point2'], after),
  rangeFunction('after', ['point', 'range'], after),
  rangeFunction('after', ['range', 'point'], after),
  rangeFunction('after', ['range1', 'range2'], after),
  rangeFunction('meets', ['range1', 'range2'], cases({ ranges: (a, b) => a.endIncluded && b.startIncluded && eq(a.end, b.start) })),
  rangeFunction('met by', ['range1', 'range2'], cases({ ranges: (a, b) => a.startIncluded && b.endIncluded && eq(a.start, b.end) })),
  rangeFunction(
    'overlaps',
    ['range1', 'range2'],
    cases({
      ranges: (a, b) =>
        (gt(a.end, b.start) || (eq(a.end, b.start) && a.endIncluded && b.startIncluded)) &&
        (lt(a.start, b.end) || (eq(a.start, b.end) && a.startIncluded && b.endIncluded)),
    }),
  ),
  rangeFunction('overlaps before', ['range1', 'range2'], cases({ ranges: overlapsBefore })),
  rangeFunction('overlaps after', ['range1', 'range2'], cases({ ranges: (a, b) => overlapsBefore(b, a) })),
  rangeFunction('finishes', ['point', 'range'], cases({ pointRange: (point, range) => endsAtPoint(range, point), ranges: finishes })),
  rangeFunction('finishes', ['range1', 'range2'], cases({ pointRange: (point, range) => endsAtPoint(range, point), ranges: finishes })),
  rangeFunction('finished by', ['point', 'range'], cases({ rangePoint: endsAtPoint, ranges: (a, b) => finishedBy(a, b) })),
  rangeFunction('finished by', ['range1', 'range2'], cases({ rangePoint: endsAtPoint, ranges: (a, b) => finishedBy(a, b) })),
  rangeFunction('includes', ['range', 'point'], cases({ rangePoint: contains, ranges: encloses })),
  rangeFunction('includes', ['range1', 'range2'], cases({ rangePoint: contains, ranges: encloses })),
  rangeFunction('during', ['point', 'range'], cases({ pointRange: (point, range) => contains(range, point), ranges: (a, b) => encloses(b, a) })),
  rangeFunction('during', ['range1', 'range2'], cases({ pointRange: (point, range) => contains(range, point), ranges: (a, b) => encloses(b, a) })),
  rangeFunction('starts', ['point', 'range'], cases({ pointRange: (point, range) => startsAtPoint(range, point), ranges: starts })),
  rangeFunction('starts', ['range1', 'range2'], cases({ pointRange: (point, range) => startsAtPoint(range, point), ranges: starts })),
  rangeFunction('started by', ['range', 'point'], cases({ rangePoint: startsAtPoint, ranges: (a, b) => starts(b, a) })),
  rangeFunction('started by', ['range1', 'range2'], cases({ rangePoint: startsAtPoint, ranges: (a, b) => starts(b, a) })),
  rangeFunction('coincides', ['point1', 'point2'], cases({ points: eq, ranges: coincides })),
  rangeFunction('coincides', ['range1', 'range2'], cases({ points: eq, ranges: coincides })),
];

/** `finished by(a, b)`: b ends where a ends, starting within a. */
function finishedBy(a: FeelRange, b: FeelRange): boolean {
  return a.endIncluded === b.endIncluded && eq(a.end, b.end) && (lt(a.start, b.start) || (eq(a.start, b.start) && (a.startIncluded || !b.startIncluded)));
}

function coincides(a: FeelRange, b: FeelRange): boolean {
  return eq(a.start, b.start) && a.startIncluded === b.startIncluded && eq(a.end, b.end) && a.endIncluded === b.endIncluded;
}
