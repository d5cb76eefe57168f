import { FeelDuration } from 'feelin';
import { daysTimeDuration, yearsMonthsDuration } from '../temporal/duration.js';
import { totalMonths, totalNanos } from '../temporal/duration-length.js';
import { FeelFailure, FeelNumber, type FeelValue, isFeelNumber } from '../values.js';
import { type BuiltinSignature, builtin } from './builtin.js';

/** Java's RoundingMode names (Camunda's `decimal(n, scale, mode)` takes them in any case) as decimal.js modes. */
const ROUNDING_MODES: ReadonlyMap<string, Rounding> = new Map<string, Rounding>([
  ['UP', FeelNumber.ROUND_UP],
  ['DOWN', FeelNumber.ROUND_DOWN],
  ['CEILING', FeelNumber.ROUND_CEIL],
  ['FLOOR', FeelNumber.ROUND_FLOOR],
  ['HALF_UP', FeelNumber.ROUND_HALF_UP],
  ['HALF_DOWN', FeelNumber.ROUND_HALF_DOWN],
  ['HALF_EVEN', FeelNumber.ROUND_HALF_EVEN],
  ['UNNECESSARY', 'unnecessary'],
]);

type Rounding = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 'unnecessary';

/**
 * Java's BigDecimal.setScale: `scale` decimal places, or for a negative scale a multiple of 10^-scale. UNNECESSARY
 * answers null when rounding is needed (Java throws, and feel-scala turns that into null).
 */
function setScale(n: FeelNumber, scaleArgument: FeelNumber, rounding: Rounding): FeelValue {
  const scale = scaleArgument.trunc().toNumber();
  if (Math.abs(scale) > 1_000_000) return null;
  const mode = rounding === 'unnecessary' ? FeelNumber.ROUND_DOWN : rounding;
  const unit = new FeelNumber(10).pow(-scale);
  const rounded = scale >= 0 ? n.toDecimalPlaces(scale, mode) : n.div(unit).toDecimalPlaces(0, mode).times(unit);
  return rounding === 'unnecessary' && !rounded.eq(n) ? null : rounded;
}

/** Scales a number by a rounding mode; anything but two numbers answers null. */
function rounding(name: string, parameters: readonly string[], mode: Rounding): BuiltinSignature {
  return builtin(name, parameters, ([n, scale]) => (isFeelNumber(n) && isFeelNumber(scale) ? setScale(n, scale, mode) : null));
}

/**
 * Camunda computes sqrt, log and exp with doubles (Math.sqrt and the like) and keeps the double's digits, so these
 * do too. A result that is no number (log(0), exp(1000)) fails the evaluation, as Java's BigDecimal refuses it.
 */
function fromDouble(value: number): FeelNumber | FeelFailure {
  return Number.isFinite(value) ? new FeelNumber(value) : new FeelFailure('Infinite or NaN');
}

function absolute(value: FeelValue | undefined): FeelValue {
  if (isFeelNumber(value)) return value.abs();
  if (!(value instanceof FeelDuration)) return null;
  if (value.yearsMonths) return yearsMonthsDuration(Math.abs(totalMonths(value)));
  const nanos = totalNanos(value);
  return daysTimeDuration(nanos < 0n ? -nanos : nanos);
}

export const NUMERIC_BUILTINS: readonly BuiltinSignature[] = [
  rounding('decimal', ['n', 'scale'], FeelNumber.ROUND_HALF_EVEN),
  builtin('decimal', ['n', 'scale', 'mode'], ([n, scale, mode]) => {
    if (!isFeelNumber(n) || !isFeelNumber(scale) || typeof mode !== 'string') return null;
    const rounding = ROUNDING_MODES.get(mode.toUpperCase());
    return rounding === undefined ? null : setScale(n, scale, rounding);
  }),
  builtin('floor', ['n'], ([n]) => (isFeelNumber(n) ? n.floor() : null)),
  // feel-scala names floor's and round half down's scale "scala"; named arguments must use that name.
  rounding('floor', ['n', 'scala'], FeelNumber.ROUND_FLOOR),
  builtin('ceiling', ['n'], ([n]) => (isFeelNumber(n) ? n.ceil() : null)),
  rounding('ceiling', ['n', 'scale'], FeelNumber.ROUND_CEIL),
  rounding('round up', ['n', 'scale'], FeelNumber.ROUND_UP),
  rounding('round down', ['n', 'scale'], FeelNumber.ROUND_DOWN),
  rounding('round half up', ['n', 'scale'], FeelNumber.ROUND_HALF_UP),
  rounding('round half down', ['n', 'scala'], FeelNumber.ROUND_HALF_DOWN),
  builtin('abs', ['number'], ([value]) => absolute(value)),
  builtin('abs', ['n'], ([value]) => absolute(value)),
  builtin('modulo', ['dividend', 'divisor'], ([dividend, divisor]) => {
    if (!isFeelNumber(dividend) || !isFeelNumber(divisor)) return null;
    if (divisor.isZero()) return new FeelFailure('Division by zero');
    return dividend.mod(divisor).plus(divisor).mod(divisor);
  }),
  builtin('sqrt', ['number'], ([n]) => {
    if (!isFeelNumber(n)) return null;
    return n.isNegative() && !n.isZero() ? null : fromDouble(Math.sqrt(n.toNumber()));
  }),
  builtin('log', ['number'], ([n]) => (isFeelNumber(n) ? fromDouble(Math.log(n.toNumber())) : null)),
  builtin('exp', ['number'], ([n]) => (isFeelNumber(n) ? fromDouble(Math.exp(n.toNumber())) : null)),
  builtin('odd', ['number'], ([n]) => (isFeelNumber(n) ? n.abs().mod(2).eq(1) : null)),
  builtin('even', ['number'], ([n]) => (isFeelNumber(n) ? n.mod(2).isZero() : null)),
  builtin('random number', [], () => new FeelNumber(Math.random())),
];
