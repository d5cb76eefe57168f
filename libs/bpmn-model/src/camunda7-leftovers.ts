import { extensionValues, type ModdleElement, xmlTypeName } from './moddle/moddle-element.js';

/**
 * What a leftover Camunda 7 attribute or extension element stands for in a Zeebe model, by local name: the Zeebe
 * extension elements that say the same (`camunda:topic` beside a `zeebe:taskDefinition`), or nothing at all
 * (`camunda:asyncBefore`: Camunda 8 runs every step asynchronously). Zeebe ignores them either way.
 */
const STANDS_FOR: Record<string, readonly string[]> = {
  class: ['zeebe:TaskDefinition'],
  delegateExpression: ['zeebe:TaskDefinition'],
  expression: ['zeebe:TaskDefinition'],
  type: ['zeebe:TaskDefinition'],
  topic: ['zeebe:TaskDefinition'],
  connector: ['zeebe:TaskDefinition'],
  failedJobRetryTimeCycle: ['zeebe:TaskDefinition'],
  resultVariable: ['zeebe:Script', 'zeebe:IoMapping', 'zeebe:TaskDefinition', 'zeebe:CalledDecision'],
  resource: ['zeebe:Script', 'zeebe:TaskDefinition'],
  inputOutput: ['zeebe:IoMapping'],
  in: ['zeebe:IoMapping', 'zeebe:CalledElement'],
  out: ['zeebe:IoMapping', 'zeebe:CalledElement'],
  field: ['zeebe:TaskHeaders', 'zeebe:IoMapping'],
  properties: ['zeebe:Properties'],
  assignee: ['zeebe:AssignmentDefinition'],
  candidateGroups: ['zeebe:AssignmentDefinition'],
  candidateUsers: ['zeebe:AssignmentDefinition'],
  dueDate: ['zeebe:TaskSchedule'],
  followUpDate: ['zeebe:TaskSchedule'],
  priority: ['zeebe:PriorityDefinition'],
  formKey: ['zeebe:FormDefinition'],
  formRef: ['zeebe:FormDefinition'],
  formData: ['zeebe:FormDefinition'],
  versionTag: ['zeebe:VersionTag'],
  collection: ['zeebe:LoopCharacteristics'],
  elementVariable: ['zeebe:LoopCharacteristics'],
  calledElementBinding: ['zeebe:CalledElement'],
  calledElementVersion: ['zeebe:CalledElement'],
  decisionRef: ['zeebe:CalledDecision', 'zeebe:TaskDefinition'],
  executionListener: ['zeebe:ExecutionListeners'],
  taskListener: ['zeebe:TaskListeners'],
  async: [],
  asyncBefore: [],
  asyncAfter: [],
  exclusive: [],
  jobPriority: [],
  taskPriority: [],
  historyTimeToLive: [],
  isStartableInTasklist: [],
  candidateStarterGroups: [],
  candidateStarterUsers: [],
  initiator: [],
};

/**
 * The warning for a leftover the engine may ignore, or null when the element lacks the Zeebe definition it stands
 * for (or it stands for something unknown): then it is refused as Camunda 7. `carrier` holds the attribute,
 * `owner` is the flow element it belongs to (a multi-instance marker's attribute belongs to its activity).
 */
export function leftoverWarning(localName: string, carrier: ModdleElement, owner: ModdleElement): string | null {
  if (!Object.hasOwn(STANDS_FOR, localName) || markedForAPerson(carrier) || markedForAPerson(owner)) return null;
  const zeebeTypes = STANDS_FOR[localName] ?? [];
  const construct = `camunda:${localName}`;
  if (zeebeTypes.length === 0) return `${construct} is ignored: Camunda 8 has no such setting`;
  const present = [...extensionValues(carrier), ...extensionValues(owner)].find((extension) => zeebeTypes.includes(extension.$type));
  if (!present) return null;
  return `${construct} is ignored: the element's ${xmlTypeName(present.$type)} applies`;
}

/** The Camunda 7 converter's namespace for its notes (`conversion:note`), which the engine otherwise ignores. */
const CONVERSION_NAMESPACE = 'http://baton.dev/schema/conversion/1.0';

/**
 * An element the Camunda 7 converter marked for a person (`<conversion:note severity="manual">`): it kept what it
 * could not convert so that the engine goes on refusing it by name until someone decides, so no leniency there.
 */
function markedForAPerson(element: ModdleElement): boolean {
  return extensionValues(element).some((value) => value.$descriptor?.ns?.uri === CONVERSION_NAMESPACE && value['severity'] === 'manual');
}
