import type { ExecutableElement, ExecutableProcess, ExecutableValue } from './executable-model.js';
import { xmlTypeName } from './moddle/moddle-element.js';
import type { ProblemList } from './problem-list.js';

/**
 * Longest id or name a model may give to what the engine stores and indexes, in UTF-16 units (Java's String length):
 * the same bound as the REST API's NAME_MAX_LENGTH (@baton/api-contract), Camunda's for message names and
 * correlation keys on relational storage. A longer one deployed and then failed every start with a 500 (a 1 MB job
 * type outgrew the job index and the notification that announces the job), so it is refused at deployment.
 */
export const MAX_NAME_LENGTH = 256;

/** What a name is, for the problem, and the name; FEEL is not checked here: its result is only known at run time. */
type Named = readonly [what: string, name: string | null | undefined];

const literal = (value: ExecutableValue | null | undefined): string | null => (value?.kind === 'static' ? value.value : null);

/** The names one element gives to stored and indexed things. */
function namesOf(element: ExecutableElement): Named[] {
  const names: Named[] = [
    ['id', element.id],
    ['job type', literal(element.job?.type)],
  ];
  const event = element.eventDefinition;
  if (event?.kind === 'message') names.push(['message name', literal(event.messageName)], ['correlation key', literal(event.correlationKey)]);
  if (event?.kind === 'signal') names.push(['signal name', literal(event.signalName)]);
  if (event?.kind === 'error') names.push(['error code', event.errorCode]);
  if (event?.kind === 'escalation') names.push(['escalation code', literal(event.escalationCode)]);
  names.push(['called process id', literal(element.calledElement?.processId)]);
  const userTask = element.userTask ?? element.job?.userTaskHeaders;
  if (userTask) {
    names.push(['assignee', literal(userTask.assignee)]);
    // Static candidates are a comma-separated list: each is a name of its own.
    for (const [what, list] of [
      ['candidate group', userTask.candidateGroups],
      ['candidate user', userTask.candidateUsers],
    ] as const) {
      for (const candidate of literal(list)?.split(',') ?? []) names.push([what, candidate.trim()]);
    }
    if (userTask.form?.kind === 'formId') names.push(['form id', userTask.form.formId]);
  }
  if (element.startForm) names.push(['form id', element.startForm.formId]);
  for (const mapping of [...element.inputMappings, ...element.outputMappings]) names.push(['mapping target', mapping.target]);
  names.push(['result variable', element.script?.resultVariable]);
  names.push(['input element', element.multiInstance?.inputElement], ['output collection', element.multiInstance?.outputCollection]);
  return names;
}

/** An id as the problem quotes it: a megabyte-long one must not make a megabyte-long answer. */
const quoted = (text: string) => (text.length <= 64 ? text : `${text.slice(0, 32)}…`);

/** Reports every id and name of a compiled process longer than {@link MAX_NAME_LENGTH}, on its element. */
export function checkNameLengths(process: ExecutableProcess, problems: ProblemList): void {
  const report = (id: string, type: string, what: string, name: string) =>
    problems.onId(quoted(id), type, `its ${what} has ${name.length} characters, more than ${MAX_NAME_LENGTH} ('${quoted(name)}')`, problems.lineOfId(id));
  for (const element of Object.values(process.elements)) {
    for (const [what, name] of namesOf(element)) {
      // The id of the process is its process id, which the REST API names as such.
      const label = element.type === 'PROCESS' && what === 'id' ? 'process id' : what;
      if (name && name.length > MAX_NAME_LENGTH) report(element.id, xmlTypeName(element.bpmnType), label, name);
    }
  }
  for (const flow of Object.values(process.flows)) {
    if (flow.id.length > MAX_NAME_LENGTH) report(flow.id, 'bpmn:sequenceFlow', 'id', flow.id);
  }
}
