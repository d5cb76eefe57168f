import { DATA_ELEMENT_TYPES, elementProperty, isModdleElement, type ModdleElement, stringProperty } from './moddle/moddle-element.js';
import { leftoverWarning } from './camunda7-leftovers.js';
import type { ProblemList } from './problem-list.js';

export const CAMUNDA7_NAMESPACE = 'http://camunda.org/schema/1.0/bpmn';

const use = (replacement: string): string => `use ${replacement} instead`;
const JOB_WORKER = use('a zeebe:taskDefinition with a job type (a job worker)');
const ASYNC = 'remove it (Camunda 8 runs every step asynchronously)';
const REMOVE = 'remove it (Camunda 8 has no equivalent)';

/** What to write instead of the usual Camunda 7 attributes and extension elements, by local name. */
const REPLACEMENTS: Record<string, string> = {
  class: JOB_WORKER,
  delegateExpression: JOB_WORKER,
  expression: JOB_WORKER,
  type: JOB_WORKER,
  topic: JOB_WORKER,
  connector: JOB_WORKER,
  taskPriority: JOB_WORKER,
  failedJobRetryTimeCycle: use('the retries of zeebe:taskDefinition'),
  resultVariable: use('the resultVariable of a zeebe:script, or a zeebe:ioMapping output'),
  resource: use("a zeebe:script with a FEEL expression starting with '='"),
  inputOutput: use('zeebe:ioMapping'),
  in: use('zeebe:ioMapping'),
  out: use('zeebe:ioMapping'),
  field: use('zeebe:taskHeaders or zeebe:ioMapping'),
  properties: use('zeebe:properties'),
  assignee: use('zeebe:assignmentDefinition'),
  candidateGroups: use('zeebe:assignmentDefinition'),
  candidateUsers: use('zeebe:assignmentDefinition'),
  dueDate: use('zeebe:taskSchedule'),
  followUpDate: use('zeebe:taskSchedule'),
  priority: use('zeebe:priorityDefinition'),
  formKey: use('zeebe:formDefinition'),
  formRef: use('zeebe:formDefinition'),
  formData: use('zeebe:formDefinition'),
  versionTag: use('zeebe:versionTag'),
  collection: use('zeebe:loopCharacteristics'),
  elementVariable: use('zeebe:loopCharacteristics'),
  calledElementBinding: use('zeebe:calledElement'),
  calledElementVersion: use('zeebe:calledElement'),
  decisionRef: use('zeebe:calledDecision'),
  executionListener: use('zeebe:executionListeners'),
  taskListener: use('zeebe:taskListeners'),
  async: ASYNC,
  asyncBefore: ASYNC,
  asyncAfter: ASYNC,
  exclusive: ASYNC,
  jobPriority: REMOVE,
  historyTimeToLive: REMOVE,
  isStartableInTasklist: REMOVE,
  candidateStarterGroups: REMOVE,
  candidateStarterUsers: REMOVE,
  initiator: REMOVE,
};

/** `${…}` and `#{…}` are JUEL, the Camunda 7 expression language. */
export function isJuelExpression(text: string): boolean {
  return /[$#]\{/.test(text);
}

/** A Camunda 7 construct: `carrier` holds it, `owner` is the flow element problems are reported on. */
interface Finding {
  owner: ModdleElement;
  carrier: ModdleElement;
  /** The local name of a `camunda:` attribute or extension element; null for a JUEL condition. */
  localName: string | null;
  construct: string;
  advice: string;
}

/**
 * Reports every Camunda 7 attribute, extension element and JUEL condition in an executable process: such a model
 * was written for another engine and would run differently here, so it is refused with what to use instead. In a
 * Zeebe model (one with `zeebe:` extension elements) a leftover Camunda 7 attribute that Zeebe would ignore is only
 * a warning: where the element has the Zeebe definition it stands for, or it stands for nothing in Camunda 8.
 */
export function reportCamunda7Dialect(process: ModdleElement, problems: ProblemList, warnings: ProblemList): void {
  const findings: Finding[] = [];
  const zeebe = { used: false };
  walk(process, process, new Set(), findings, zeebe);
  const reported = new Set<string>();
  for (const finding of findings) {
    const key = `${finding.owner.id ?? ''} ${finding.construct}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const warning = zeebe.used && finding.localName !== null ? leftoverWarning(finding.localName, finding.carrier, finding.owner) : null;
    if (warning) warnings.onElement(finding.owner, warning);
    else problems.onElement(finding.owner, `the model uses the Camunda 7 dialect (${finding.construct}); ${finding.advice}`);
  }
}

/** Containment only (never references), so each element is seen once; `owner` is the flow element problems are reported on. */
function walk(element: ModdleElement, owner: ModdleElement, seen: Set<ModdleElement>, findings: Finding[], zeebe: { used: boolean }): void {
  if (seen.has(element) || DATA_ELEMENT_TYPES.has(element.$type)) return;
  seen.add(element);
  if (element.$type.startsWith('zeebe:')) zeebe.used = true;

  const found = (localName: string) => findings.push({ owner, carrier: element, localName, construct: `camunda:${localName}`, advice: adviceFor(localName) });
  if (element.$descriptor?.isGeneric) {
    if (element.$descriptor.ns?.uri === CAMUNDA7_NAMESPACE) found(element.$descriptor.ns.localName ?? element.$type);
    return;
  }
  for (const [attribute] of Object.entries(element.$attrs ?? {})) {
    const [prefix, local] = attribute.includes(':') ? attribute.split(':', 2) : [undefined, attribute];
    if (prefix === undefined || prefix === 'xmlns' || local === undefined) continue;
    if (namespaceOf(prefix, element) === CAMUNDA7_NAMESPACE) found(local);
  }
  if (element.$type === 'bpmn:SequenceFlow') {
    const condition = elementProperty(element, 'conditionExpression');
    const body = condition ? stringProperty(condition, 'body') : undefined;
    if (body !== undefined && isJuelExpression(body)) {
      findings.push({
        owner,
        carrier: element,
        localName: null,
        construct: `JUEL condition '${body.trim()}'`,
        advice: use("a FEEL expression starting with '='"),
      });
    }
  }
  for (const property of element.$descriptor?.properties ?? []) {
    if (property.isReference || property.isAttr || IGNORED_PARTS.has(property.name)) continue;
    const value = element[property.name];
    const children = Array.isArray(value) ? value.filter(isModdleElement) : isModdleElement(value) ? [value] : [];
    for (const child of children) walk(child, property.name === 'flowElements' ? child : owner, seen, findings, zeebe);
  }
}

/** Lanes, artifacts and data carry no behaviour the compiler keeps, so what they use does not matter. */
const IGNORED_PARTS = new Set(['laneSets', 'artifacts', 'ioSpecification', 'dataInputAssociations', 'dataOutputAssociations']);

function adviceFor(localName: string): string {
  return Object.hasOwn(REPLACEMENTS, localName) ? (REPLACEMENTS[localName] as string) : 'use the zeebe: equivalent or remove it';
}

/** Resolves a prefix through the `xmlns:` declarations moddle keeps on the element and its ancestors. */
function namespaceOf(prefix: string, element: ModdleElement): string | undefined {
  for (let current: ModdleElement | undefined = element; current; current = current.$parent) {
    const uri = current.$attrs?.[`xmlns:${prefix}`];
    if (uri !== undefined) return uri;
  }
  return prefix === 'camunda' ? CAMUNDA7_NAMESPACE : undefined;
}
