import { isEnded } from '../behaviours/termination.behaviour.js';
import { migrateCompensations } from '../migration/migrated-compensations.js';
import { migrateSubscriptions } from '../migration/migrated-subscriptions.js';
import { migrateJob, migrateUserTask } from '../migration/migrated-work.js';
import { ElementMapping } from '../migration/element-mapping.js';
import { migrationViolations } from '../migration/migration-plan.js';
import type { ElementInstance } from '../model/instance-state.js';
import type { MigrateProcessInstance, Rejection } from '../model/runtime-command.js';
import { elementEventBase, type ProcessingContext } from '../processing/processing-context.js';
import type { StepResult } from '../processing/step-failure.js';

/** The refusal of a plan: every broken rule, one per line, each naming its element. */
export function planRefusal(processInstanceKey: string, messages: string[]): Rejection {
  return {
    reason: 'INVALID_ARGUMENT',
    message: `Expected to migrate process instance '${processInstanceKey}', but the migration plan is refused:\n- ${messages.join('\n- ')}`,
  };
}

/** Wrappers of the engine's own (no job, no task): they keep their type and follow the element they wrap. */
const KEEPS_TYPE: ReadonlySet<ElementInstance['elementType']> = new Set(['MULTI_INSTANCE_BODY', 'AD_HOC_SUB_PROCESS_INNER_INSTANCE']);

/** Scopes before what they contain (keys grow with activation), so that a child sees its scope already migrated. */
function byKey(left: ElementInstance, right: ElementInstance): number {
  return left.key.length - right.key.length || (left.key < right.key ? -1 : left.key > right.key ? 1 : 0);
}

function migrateAttachedState(context: ProcessingContext, instance: ElementInstance, sourceElementId: string, mapping: ElementMapping): StepResult<null> {
  const element = context.element(instance.elementId);
  if (!KEEPS_TYPE.has(instance.elementType)) {
    const job = migrateJob(context, instance, element);
    if (!job.ok) return job;
    const task = migrateUserTask(context, instance, element);
    if (!task.ok) return task;
  }
  for (const incident of [...context.state.incidents.values()]) {
    if (incident.elementInstanceKey !== instance.key) continue;
    context.emit({ type: 'IncidentMigrated', incidentKey: incident.key, elementInstanceKey: instance.key, elementId: instance.elementId });
  }
  return migrateSubscriptions(context, instance, sourceElementId, mapping);
}

/**
 * Checks the whole plan against the instance as it is, then moves every active element instance, and what hangs on
 * it, to its target element. A failing expression of the target (a job type, a correlation key) refuses the command:
 * the engine throws the half-changed state away, so nothing is written.
 */
export function migrateProcessInstance(context: ProcessingContext, command: MigrateProcessInstance): Rejection | null {
  const { state } = context;
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  if (!processInstance || isEnded(processInstance)) {
    return { reason: 'NOT_FOUND', message: `Expected to migrate process instance '${state.processInstanceKey}', but it is not active` };
  }
  const violations = migrationViolations(state, command.target, command.mappingInstructions);
  if (violations.length > 0) {
    return planRefusal(
      state.processInstanceKey,
      violations.map((violation) => violation.message),
    );
  }
  const mapping = new ElementMapping(state.process, command.target.process, command.mappingInstructions);
  const active = [...state.elementInstances.values()].filter((instance) => !isEnded(instance)).sort(byKey);
  const sources = new Map(active.map((instance) => [instance.key, instance.elementId]));
  context.emit({
    type: 'ProcessInstanceMigrated',
    sourceProcessDefinitionKey: state.processDefinitionKey,
    sourceProcessDefinitionId: state.process.id,
    sourceVersion: state.processDefinitionVersion,
    targetProcessDefinitionKey: command.target.processDefinitionKey,
    targetProcessDefinitionId: command.target.process.id,
    targetVersion: command.target.version,
    mappingInstructions: command.mappingInstructions,
    requestedBy: command.requestedBy,
    targetProcess: command.target.process,
  });
  for (const instance of active) {
    const sourceElementId = instance.elementId;
    const targetId = mapping.targetOf(sourceElementId) ?? sourceElementId;
    const target = context.element(targetId);
    context.emit({
      type: 'ElementInstanceMigrated',
      ...elementEventBase(instance),
      elementId: targetId,
      elementType: KEEPS_TYPE.has(instance.elementType) ? instance.elementType : target.type,
      sourceElementId,
    });
  }
  migrateCompensations(context, mapping);
  for (const instance of active) {
    const migrated = migrateAttachedState(context, instance, sources.get(instance.key) ?? instance.elementId, mapping);
    if (!migrated.ok)
      return { reason: 'INVALID_STATE', message: `Expected to migrate process instance '${state.processInstanceKey}', but ${migrated.failure.message}` };
  }
  return null;
}
