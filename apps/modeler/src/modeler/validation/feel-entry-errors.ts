import type { ValidationIssue } from './validation-issue';

/** What the entries of an element's I/O mappings are named by: the targets of its inputs and outputs, in order. */
export interface MappingTargets {
  inputs: readonly string[];
  outputs: readonly string[];
}

/** The engine's wording of a FEEL syntax problem: `invalid FEEL in <what>: <why>` (libs/bpmn-model feel-values.ts). */
const FEEL_PROBLEM = /^invalid FEEL in (.+?): (syntax error .*)$/s;
const MAPPING_SOURCE = /^the source of the zeebe:(input|output) to '(.+)'$/s;

/** The properties panel's entry of each FEEL attribute the engine names (entry ids of bpmn-js-properties-panel). */
const ENTRY_OF: Readonly<Record<string, string>> = {
  'the condition': 'conditionExpression',
  'the zeebe:script expression': 'scriptExpression',
  'the job type': 'taskDefinitionType',
  'the job retries': 'taskDefinitionRetries',
};

function entryOf(what: string, elementId: string, targets: MappingTargets): string | undefined {
  const mapping = MAPPING_SOURCE.exec(what);
  if (!mapping) return ENTRY_OF[what];
  const [, kind, target] = mapping;
  const index = (kind === 'input' ? targets.inputs : targets.outputs).indexOf(target ?? '');
  return index < 0 ? undefined : `${elementId}-${kind}-${index}-source`;
}

/**
 * The engine's FEEL syntax problems of one element as properties panel errors (`propertiesPanel.setErrors`), by the
 * entry that edits the expression: the field then says what the engine says, rather than only the browser's parser.
 */
export function feelEntryErrors(issues: readonly ValidationIssue[], elementId: string, targets: MappingTargets): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.source !== 'engine' || issue.elementId !== elementId) continue;
    const problem = FEEL_PROBLEM.exec(issue.message);
    const entry = problem && entryOf(problem[1] ?? '', elementId, targets);
    if (entry && problem) errors[entry] ??= `The engine: ${problem[2]}`;
  }
  return errors;
}
