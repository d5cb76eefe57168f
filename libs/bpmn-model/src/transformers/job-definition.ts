import type { ExecutableJobDefinition } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { elementList, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { readJobPriority } from './job-priority.js';
import { readLinkedResources } from './linked-resources.js';
import type { TransformContext } from './transform-context.js';

/** The extension elements a job worker task reads. */
export const JOB_WORKER_EXTENSIONS = [
  'zeebe:TaskDefinition',
  'zeebe:TaskHeaders',
  'zeebe:IoMapping',
  'zeebe:LinkedResources',
  'zeebe:JobPriorityDefinition',
] as const;

export const MISSING_JOB_TYPE = 'no zeebe:taskDefinition with a job type';
export const DEFAULT_RETRIES = '3';

/** Reads `zeebe:taskDefinition`, `zeebe:taskHeaders`, `zeebe:linkedResources` and `zeebe:jobPriorityDefinition`; reports and returns null when the job cannot be defined. */
export function readJobDefinition(node: ModdleElement, context: TransformContext): ExecutableJobDefinition | null {
  const taskDefinition = findExtension(node, 'zeebe:TaskDefinition');
  const rawType = taskDefinition ? (stringProperty(taskDefinition, 'type') ?? '').trim() : '';
  if (rawType === '' || rawType === '=') {
    context.problems.onElement(node, MISSING_JOB_TYPE);
    return null;
  }
  let valid = true;
  const report = (message: string | null): void => {
    if (message === null) return;
    context.problems.onElement(node, message);
    valid = false;
  };

  const type = toExecutableValue(rawType);
  report(feelValueProblem(type, 'the job type'));

  const rawRetries = (taskDefinition && stringProperty(taskDefinition, 'retries')?.trim()) || DEFAULT_RETRIES;
  const retries = toExecutableValue(rawRetries);
  report(feelValueProblem(retries, 'the job retries'));
  if (retries.kind === 'static' && !/^\d+$/.test(retries.value)) {
    report(`zeebe:taskDefinition retries '${retries.value}' is neither a non-negative integer nor a FEEL expression starting with '='`);
  }

  const customHeaders = readTaskHeaders(node, report);
  const linkedResources = readLinkedResources(node, report);
  const priority = readJobPriority(node, context.process, report);
  if (!valid) return null;
  return {
    type,
    retries,
    ...(priority ? { priority } : {}),
    customHeaders,
    ...(linkedResources.length > 0 ? { linkedResources } : {}),
  };
}

/** `zeebe:taskHeaders` as key → value; `{}` without headers. Also read by user tasks. */
export function readTaskHeaders(node: ModdleElement, report: (message: string) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const taskHeaders = findExtension(node, 'zeebe:TaskHeaders');
  for (const header of taskHeaders ? elementList(taskHeaders, 'values') : []) {
    const key = stringProperty(header, 'key') ?? '';
    if (key === '') report('a zeebe:header has no key');
    else headers[key] = stringProperty(header, 'value') ?? '';
  }
  return headers;
}
