import { DATE_TIME_EXAMPLES, parseDateTime } from '@baton/time';
import type { ExecutableUserTask, ExecutableValue } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty, xmlTypeName } from '../moddle/moddle-element.js';
import { readFormLink, type UserTaskKind } from './form-link.js';
import { FIX_LITERAL } from './iso8601.js';

type Report = (message: string) => void;
/** The problem with a literal, or null when it is fine. */
type LiteralCheck = (literal: string, what: string) => string | null;

const isoDateTime: LiteralCheck = (literal, what) =>
  parseDateTime(literal) ? null : `${what} '${literal}' is not an ISO 8601 date-time with an offset or a zone (such as ${DATE_TIME_EXAMPLES}); ${FIX_LITERAL}`;

const priorityRange: LiteralCheck = (literal, what) =>
  /^\d+$/.test(literal) && Number(literal) <= 100 ? null : `${what} '${literal}' is not an integer between 0 and 100; ${FIX_LITERAL}`;

/** Reads `zeebe:assignmentDefinition`, `zeebe:taskSchedule`, `zeebe:priorityDefinition` and `zeebe:formDefinition`. */
export function readUserTask(node: ModdleElement, kind: UserTaskKind, report: Report): ExecutableUserTask {
  const read = (extension: string, attribute: string, check?: LiteralCheck) => readValue(node, extension, attribute, report, check);
  return {
    assignee: read('zeebe:AssignmentDefinition', 'assignee'),
    candidateGroups: read('zeebe:AssignmentDefinition', 'candidateGroups'),
    candidateUsers: read('zeebe:AssignmentDefinition', 'candidateUsers'),
    dueDate: read('zeebe:TaskSchedule', 'dueDate', isoDateTime),
    followUpDate: read('zeebe:TaskSchedule', 'followUpDate', isoDateTime),
    priority: read('zeebe:PriorityDefinition', 'priority', priorityRange),
    form: readFormLink(node, kind, report),
  };
}

/** An attribute of an extension element as a literal or FEEL; null when absent or empty. */
function readValue(node: ModdleElement, extension: string, attribute: string, report: Report, check?: LiteralCheck): ExecutableValue | null {
  const element = findExtension(node, extension);
  const raw = (element ? stringProperty(element, attribute) : undefined)?.trim() ?? '';
  if (raw === '' || raw === '=') return null;
  const what = `${xmlTypeName(extension)} ${attribute}`;
  const value = toExecutableValue(raw);
  const problem = value.kind === 'feel' ? feelValueProblem(value, `the ${what}`) : (check?.(value.value, what) ?? null);
  if (problem) report(problem);
  return value;
}
