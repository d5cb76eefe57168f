import type { ExecutableProcess } from './executable-model.js';
import { xmlTypeName } from './moddle/moddle-element.js';
import type { ProblemList } from './problem-list.js';

/** Whether any string (value or name) within `value` holds a UTF-16 surrogate that is not half of a pair. */
function holdsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!current.isWellFormed()) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        if (!key.isWellFormed()) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

const PROBLEM = 'it holds a lone UTF-16 surrogate (a character reference such as &#xD800; that is not half of a pair), which cannot be stored';

/**
 * Reports each element (and the process's version tag and embedded forms) holding a lone surrogate: XML
 * lets a character reference name one, and PostgreSQL refuses it in the stored model (jsonb), which failed the
 * deployment with a 500.
 */
export function checkLoneSurrogates(process: ExecutableProcess, problems: ProblemList): void {
  for (const element of Object.values(process.elements)) {
    if (holdsLoneSurrogate(element)) problems.onId(element.id, xmlTypeName(element.bpmnType), PROBLEM);
  }
  for (const flow of Object.values(process.flows)) {
    if (holdsLoneSurrogate(flow)) problems.onId(flow.id, 'bpmn:sequenceFlow', PROBLEM);
  }
  // The process's name is on its element (type PROCESS); these are not.
  if (holdsLoneSurrogate([process.versionTag, process.embeddedForms ?? null])) problems.onId(process.id, 'bpmn:process', PROBLEM);
}
