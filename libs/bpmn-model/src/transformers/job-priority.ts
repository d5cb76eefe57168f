import type { ExecutableValue } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * The job priority of a job worker task: its own `zeebe:jobPriorityDefinition`, else the process's (Zeebe 8.10 lets
 * the process set a default for its tasks; the process reports that one's problems, see checkProcessJobPriority).
 * Null without one: the job gets priority 0.
 */
export function readJobPriority(node: ModdleElement, process: ModdleElement, report: (message: string) => void): ExecutableValue | null {
  const own = findExtension(node, 'zeebe:JobPriorityDefinition');
  if (own) return priorityOf(own, report);
  const inherited = findExtension(process, 'zeebe:JobPriorityDefinition');
  return inherited ? priorityOf(inherited, () => {}) : null;
}

/** Reports the problems of the process's default job priority. */
export function checkProcessJobPriority(process: ModdleElement, report: (message: string) => void): void {
  const definition = findExtension(process, 'zeebe:JobPriorityDefinition');
  if (definition) priorityOf(definition, report);
}

/**
 * An empty attribute or a bare `=` is no priority, as Zeebe accepts both; a literal must be a 32-bit integer, as
 * Zeebe's validation requires.
 */
function priorityOf(definition: ModdleElement, report: (message: string) => void): ExecutableValue | null {
  const raw = (stringProperty(definition, 'priority') ?? '').trim();
  if (raw === '' || raw === '=') return null;
  const priority = toExecutableValue(raw);
  const problem = feelValueProblem(priority, 'the job priority');
  if (problem) report(problem);
  if (priority.kind === 'static' && !isInt32Literal(priority.value)) {
    report(
      `zeebe:jobPriorityDefinition priority '${priority.value}' is neither an integer between ${INT32_MIN} and ${INT32_MAX} nor a FEEL expression starting with '='`,
    );
  }
  return priority;
}

function isInt32Literal(text: string): boolean {
  if (!/^-?\d+$/.test(text)) return false;
  const value = Number(text);
  return value >= INT32_MIN && value <= INT32_MAX;
}
