export { addTemporal, divideDuration, multiplyDuration, subtractTemporal, subtractTemporalDmn } from './arithmetic.js';
export { compareTemporal, temporalEquals } from './comparison.js';
export { isFeelTemporal, temporalTypeName } from './kinds.js';
export { parseTemporalLiteral, parseTemporalLiteralDmn } from './parse.js';
export { temporalProperty } from './properties.js';
export { temporalToIsoText } from './iso-text.js';
export { temporalToJsonText } from './json-text.js';
export { temporalToString } from './text.js';
