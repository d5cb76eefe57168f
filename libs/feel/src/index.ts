export type { JsonValue, JsonObject } from './json-value.js';
export {
  checkFeelSyntax,
  evaluateFeel,
  isFeelExpression,
  NO_WARNINGS,
  stripFeelMarker,
  unaryTest,
  type FeelEvaluation,
  type FeelPosition,
  type FeelSyntaxCheck,
} from './feel-expression.js';
export { jsonEquals } from './json-equals.js';
export { DEFAULT_FEEL_LIMITS, feelLimits, setFeelLimits, type FeelLimits } from './feel-limits.js';
