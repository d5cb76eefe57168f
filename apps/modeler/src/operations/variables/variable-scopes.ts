import type { ElementInstanceResult } from '@baton/api-contract';

/** A scope the operator can write a variable to: the process instance, or an element instance still active. */
export interface VariableScope {
  key: string;
  label: string;
}

/** An element as people read it: its name, with the id beside it only when the name differs from it. */
export const elementLabel = (name: string, id: string) => (name && name !== id ? `${name} (${id})` : id);

/** The process instance first, then the active element instances in the order they started. */
export function variableScopes(processInstanceKey: string, elementInstances: readonly ElementInstanceResult[]): VariableScope[] {
  const active = elementInstances.filter(
    (element) => element.state === 'ACTIVE' && element.elementInstanceKey !== processInstanceKey && element.type !== 'PROCESS',
  );
  return [
    { key: processInstanceKey, label: 'Process instance' },
    ...active.map((element) => ({
      key: element.elementInstanceKey,
      label: `${elementLabel(element.elementName, element.elementId)}, ${element.elementInstanceKey}`,
    })),
  ];
}
