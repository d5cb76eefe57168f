import { BUILTIN_ROWS } from './camunda-reference-builtins.table.js';
import { FEEL_SCALA_ROWS } from './camunda-reference-feel-scala.table.js';
import { LANGUAGE_ROWS } from './camunda-reference-language.table.js';
import type { ConformanceRow } from './conformance-row.js';

/**
 * Every example of Camunda's FEEL reference (docs.camunda.io, components/modeler/feel), with what Camunda answers,
 * and what the pages state only in prose, from feel-scala's own specs.
 */
export const CAMUNDA_REFERENCE: readonly ConformanceRow[] = [...LANGUAGE_ROWS, ...BUILTIN_ROWS, ...FEEL_SCALA_ROWS];
