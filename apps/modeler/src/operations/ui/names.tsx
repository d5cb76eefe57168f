import type { ProcessDefinitionResult } from '@baton/api-contract';
import { useMemo } from 'react';
import { operationsApi } from '../api/operations-api';
import { modelElements } from './model-elements';
import { useLoader } from '@baton/web-client';

/**
 * A process or element as people read it: its name first, the technical id after it in a quieter type, and only
 * when the two differ (an element without a name shows its id alone).
 */
export function Named({ name, id }: { name: string | null | undefined; id: string }) {
  if (!name || name === id) return <>{id}</>;
  return (
    <>
      {name} <span className="ops-id">{id}</span>
    </>
  );
}

/** processDefinitionId → the name of its newest version (the definitions come newest version first). */
export function processNames(definitions: readonly ProcessDefinitionResult[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const definition of definitions)
    if (definition.name && !names.has(definition.processDefinitionId)) names.set(definition.processDefinitionId, definition.name);
  return names;
}

/** The names of the deployed processes, for the pages whose answers carry only ids. */
export const useProcessNames = (): ReadonlyMap<string, string> => {
  const definitions = useLoader(() => operationsApi.definitions(), 'definitions');
  return definitions.data ? processNames(definitions.data) : new Map();
};

const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/** elementId → name of a model's flow nodes and of its processes (a process instance's own row is named too). */
export function elementNames(xml: string): ReadonlyMap<string, string> {
  const names = new Map(modelElements(xml).map((element) => [element.id, element.name]));
  for (const process of new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagNameNS(BPMN_NS, 'process')) {
    const id = process.getAttribute('id');
    if (id) names.set(id, process.getAttribute('name') || id);
  }
  return names;
}

/** elementId → name in one process version's model (empty until read). */
export const useElementNames = (processDefinitionKey: string): ReadonlyMap<string, string> => {
  const xml = useLoader(
    () => (processDefinitionKey ? operationsApi.definitionXml(processDefinitionKey) : Promise.resolve('')),
    `names ${processDefinitionKey}`,
  );
  return useMemo(() => (xml.data ? elementNames(xml.data) : new Map()), [xml.data]);
};

/** `EXCLUSIVE_GATEWAY` → `exclusive gateway`: an element type as a sentence would say it. */
export const readableType = (type: string): string => type.replace(/_/g, ' ').toLowerCase();

/**
 * An element named from the newest version of its process, for answers that carry only the process and element ids
 * (the health page's waiting work): the element's name in the version most instances are likely to run.
 */
export function ElementOfProcess({ processDefinitionId, elementId }: { processDefinitionId: string; elementId: string }) {
  const newest = useLoader(
    async () => (await operationsApi.definitionVersions(processDefinitionId))[0]?.processDefinitionKey ?? '',
    `newest ${processDefinitionId}`,
  );
  const names = useElementNames(newest.data ?? '');
  return <Named name={names.get(elementId)} id={elementId} />;
}
