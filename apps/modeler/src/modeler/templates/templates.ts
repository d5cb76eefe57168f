import approval from './approval-process.bpmn?raw';
import blank from './blank-process.bpmn?raw';

/** The models "New" starts from; each gets fresh process and definitions ids when opened. */
export const TEMPLATES = [
  { id: 'blank', name: 'Blank process', xml: blank },
  { id: 'approval', name: 'Service task and approval', xml: approval },
] as const;

/** The name and id the analyst gave a new process. */
export interface ProcessNaming {
  name: string;
  id: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A template's XML with a process id of its own: the one the analyst chose (with the name as the process's name), else
 * a random one, so two models from one template deploy as two processes.
 */
export function instantiate(xml: string, naming?: ProcessNaming): string {
  const processId = /<bpmn:process id="([^"]+)"/.exec(xml)?.[1] ?? 'Process_1';
  const id = naming?.id ?? `Process_${Math.random().toString(36).slice(2, 8)}`;
  const renamed = xml.replaceAll(`"${processId}"`, `"${id}"`);
  if (!naming) return renamed;
  return renamed.replace(/(<bpmn:process id="[^"]+") name="[^"]*"/, `$1 name="${escapeAttribute(naming.name)}"`);
}
