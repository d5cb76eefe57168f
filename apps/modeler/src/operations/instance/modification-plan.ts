import type { ElementInstanceResult, ProcessInstanceModificationRequest } from '@baton/api-contract';

/** Variables as the operator typed them: a JSON object, or nothing. */
export type VariablesText = string;

/** One instruction of a modification, as the operator builds it. */
export type Instruction =
  | { kind: 'move'; elementInstanceKey: string; targetElementId: string; variables: VariablesText }
  | { kind: 'activate'; elementId: string; variables: VariablesText }
  | { kind: 'terminate'; elementInstanceKey: string };

/** The variables of an instruction, or why they cannot be used: an object, written as JSON. */
export function parseVariables(text: VariablesText): { variables: Record<string, unknown> | null } | { error: string } {
  if (text.trim() === '') return { variables: null };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'Variables are a JSON object: {"name": value}.' };
    return { variables: parsed as Record<string, unknown> };
  } catch (failure) {
    return { error: `Not JSON: ${(failure as Error).message}.` };
  }
}

const withVariables = (elementId: string, text: VariablesText) => {
  const parsed = parseVariables(text);
  const variables = 'variables' in parsed ? parsed.variables : null;
  return variables ? { elementId, variableInstructions: [{ variables }] } : { elementId };
};

/**
 * The engine's request for the plan: a move is the termination of the element instance and the activation of the
 * target (with the variables the operator gave), in one modification so that the instance never ends in between.
 */
export function modificationRequest(plan: readonly Instruction[]): ProcessInstanceModificationRequest {
  const activateInstructions = plan.flatMap((step) =>
    step.kind === 'activate'
      ? [withVariables(step.elementId, step.variables)]
      : step.kind === 'move'
        ? [withVariables(step.targetElementId, step.variables)]
        : [],
  );
  const terminateInstructions = plan.flatMap((step) =>
    step.kind === 'terminate' || step.kind === 'move' ? [{ elementInstanceKey: step.elementInstanceKey }] : [],
  );
  return {
    ...(activateInstructions.length > 0 ? { activateInstructions } : {}),
    ...(terminateInstructions.length > 0 ? { terminateInstructions } : {}),
  };
}

/** Where the instance's tokens are after the plan: the active element instances it keeps, then what it starts. */
export function tokensAfter(plan: readonly Instruction[], active: readonly ElementInstanceResult[]): string[] {
  const ended = new Set(plan.flatMap((step) => (step.kind === 'activate' ? [] : [step.elementInstanceKey])));
  const kept = active.filter((element) => !ended.has(element.elementInstanceKey)).map((element) => element.elementId);
  const started = plan.flatMap((step) => (step.kind === 'activate' ? [step.elementId] : step.kind === 'move' ? [step.targetElementId] : []));
  return [...kept, ...started];
}
