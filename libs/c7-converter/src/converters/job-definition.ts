import type { ConversionContext } from '../conversion-context.js';
import type { ModdleElement } from '../moddle/moddle-element.js';

/**
 * Gives `target` a `zeebe:taskDefinition` of `type` and the headers, and turns a Camunda 7 retry cycle (`R5/PT10M`)
 * on `source` into the job's retries.
 */
export function addJob(target: ModdleElement, source: ModdleElement, type: string, headers: Record<string, string>, context: ConversionContext): void {
  const taskDefinition = context.create('zeebe:TaskDefinition', { type });
  const retries = takeRetries(source, context);
  if (retries !== undefined) taskDefinition.set('retries', retries);
  context.addExtension(target, taskDefinition);
  addHeaders(target, headers, context);
}

export function addHeaders(target: ModdleElement, headers: Record<string, string>, context: ConversionContext): void {
  const entries = Object.entries(headers);
  if (entries.length === 0) return;
  const taskHeaders = context.ensureExtension(target, 'zeebe:TaskHeaders');
  const values = [...((taskHeaders.get('values') as unknown[] | undefined) ?? [])];
  for (const [key, value] of entries) values.push(context.create('zeebe:Header', { key, value }));
  taskHeaders.set('values', values);
}

function takeRetries(source: ModdleElement, context: ConversionContext): string | undefined {
  const cycle = context.findExtension(source, 'camunda:FailedJobRetryTimeCycle');
  if (!cycle) return undefined;
  context.removeExtension(source, cycle);
  const body = String(cycle.get('body') ?? '').trim();
  const match = /^R(\d+)\/(P\S+)$/.exec(body);
  if (!match) {
    context.manual(source, `the retry cycle '${body}' was removed: set the job's retries, and let the worker give a back-off when it fails the job`);
    return undefined;
  }
  context.info(source, `the retry cycle '${body}' became ${match[1]} job retries; the worker gives the back-off ${match[2]} when it fails the job`);
  return match[1];
}
