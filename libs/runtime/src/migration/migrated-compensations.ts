import type { ExecutableElement, ExecutableProcess } from '@baton/bpmn-model';
import type { Compensation, ProcessInstanceState } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { ElementMapping } from './element-mapping.js';
import type { MigrationViolation } from './migration-violation.js';

const LIVE: ReadonlySet<Compensation['state']> = new Set(['COMPLETED', 'QUEUED', 'COMPENSATING']);

const liveCompensations = (state: ProcessInstanceState): Compensation[] =>
  [...state.compensations.values()].filter((compensation) => LIVE.has(compensation.state));

/** Where a completed activity continues: where the plan maps it, else at the target's element of the same id. */
const targetIdOf = (mapping: ElementMapping, elementId: string): string => mapping.targetOf(elementId) ?? elementId;

/** What undoes a completion of the element: its compensation event sub-process or handler; null: only its inner activities. */
const handlerOf = (element: ExecutableElement): string | null => element.compensationEventSubProcessId ?? element.compensationHandlerId ?? null;

/**
 * A completed activity that may still be compensated needs its counterpart in the target, of the same type (a
 * sub-process is compensated through its inner completions, a task by its handler): else a later compensation
 * throw would not find it, or would run the wrong handler. One violation per activity, however often it completed.
 */
export function compensationViolations(state: ProcessInstanceState, target: ExecutableProcess, mapping: ElementMapping): MigrationViolation[] {
  const violations: MigrationViolation[] = [];
  const reported = new Set<string>();
  for (const compensation of liveCompensations(state)) {
    if (reported.has(compensation.elementId)) continue;
    const source = state.process.elements[compensation.elementId];
    const targetId = targetIdOf(mapping, compensation.elementId);
    const counterpart = target.elements[targetId];
    if (!source || (counterpart && counterpart.type === source.type)) continue;
    reported.add(compensation.elementId);
    violations.push({
      rule: 'COMPENSATION_UNMAPPED',
      elementId: compensation.elementId,
      elementInstanceKey: compensation.elementInstanceKey,
      message:
        `Completed activity '${compensation.elementId}' (${source.type}) may still be compensated, but ` +
        (counterpart ? `its target '${targetId}' is a ${counterpart.type}` : `the target process '${target.id}' has no element '${targetId}'`),
      fix: `Map '${compensation.elementId}' to the ${source.type} of the target whose compensation undoes it`,
    });
  }
  return violations;
}

/**
 * Runs after the instance switched to the target process: every completion that may still be compensated takes its
 * activity's target id and the target's handler, so that a compensation throw on the target (its activityRef naming
 * target ids) compensates the right activities with the target's handlers.
 */
export function migrateCompensations(context: ProcessingContext, mapping: ElementMapping): void {
  for (const compensation of liveCompensations(context.state)) {
    const elementId = targetIdOf(mapping, compensation.elementId);
    const handlerId = handlerOf(context.element(elementId));
    if (elementId === compensation.elementId && handlerId === compensation.handlerId) continue;
    context.emit({
      type: 'CompensationMigrated',
      compensationKey: compensation.key,
      elementInstanceKey: compensation.elementInstanceKey,
      elementId,
      handlerId,
    });
  }
}
