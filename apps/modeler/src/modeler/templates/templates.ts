import approval from './approval-process.bpmn?raw';
import blank from './blank-process.bpmn?raw';

/** The models "New" starts from; each gets fresh process and definitions ids when opened. */
export const TEMPLATES = [
  { id: 'blank', name: 'Blank process', xml: blank },
  { id: 'approval', name: 'Service task and approval', xml: approval },
] as const;

/** A template's XML with a process id of its own, so two models from one template deploy as two processes. */
export function instantiate(xml: string): string {
  const suffix = Math.random().toString(36).slice(2, 8);
  const processId = /<bpmn:process id="([^"]+)"/.exec(xml)?.[1] ?? 'Process_1';
  return xml.replaceAll(`"${processId}"`, `"Process_${suffix}"`);
}
