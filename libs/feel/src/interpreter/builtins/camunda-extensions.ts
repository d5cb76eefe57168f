import { FeelDuration } from 'feelin';
import { temporalToString } from '../temporal/index.js';
import { type FeelValue, isFeelNumber } from '../values.js';
import { type BuiltinSignature, builtin } from './builtin.js';

/**
 * Functions Zeebe adds to feel-scala's (its FeelFunctionProvider): `cycle` writes an ISO 8601 repeating interval for
 * a timer cycle, `fromAi` returns its value unchanged (the AI agent connector reads its other arguments).
 */
function cycle(repetitions: FeelValue | undefined, interval: FeelValue | undefined): FeelValue {
  if (!(interval instanceof FeelDuration)) return null;
  const text = temporalToString(interval);
  if (repetitions === null) return `R/${text}`;
  return isFeelNumber(repetitions) ? `R${repetitions.trunc().toFixed()}/${text.toUpperCase()}` : null;
}

const FROM_AI_PARAMETERS = ['value', 'description', 'type', 'schema', 'options'];

export const CAMUNDA_EXTENSION_BUILTINS: readonly BuiltinSignature[] = [
  builtin('cycle', ['repetitions', 'interval'], ([repetitions, interval]) => cycle(repetitions, interval)),
  // Zeebe names the only parameter of the unbounded cycle "repetitions", though it is the interval.
  builtin('cycle', ['repetitions'], ([interval]) => cycle(null, interval)),
  ...FROM_AI_PARAMETERS.map((_, index) => builtin('fromAi', FROM_AI_PARAMETERS.slice(0, index + 1), ([value]) => value ?? null)),
];
