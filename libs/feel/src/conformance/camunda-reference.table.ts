import { BUILTIN_ROWS } from './camunda-reference-builtins.table.js';
import { LANGUAGE_ROWS } from './camunda-reference-language.table.js';
import { NULL_CASE_ROWS } from './camunda-reference-null-cases.table.js';
import type { ConformanceRow } from './conformance-row.js';

/**
 * Every example of Camunda's FEEL reference (docs.camunda.io, components/modeler/feel), with what Camunda answers,
 * and the null cases of operators from feel-scala's specs.
 */
export const CAMUNDA_REFERENCE: readonly ConformanceRow[] = [...LANGUAGE_ROWS, ...BUILTIN_ROWS, ...NULL_CASE_ROWS];
