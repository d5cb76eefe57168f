import type { ExecutableElement, ExecutableProcess } from '@baton/bpmn-model';
import type { ElementInstance, ProcessInstanceState } from '../model/instance-state.js';
import type { MappingInstruction, MigrationTarget } from '../model/runtime-command.js';
import { ElementMapping } from './element-mapping.js';
import { compensationViolations } from './migrated-compensations.js';
import type { MigrationViolation } from './migration-violation.js';
import { MULTI_INSTANCE_BODY } from '../behaviours/multi-instance-element.js';
import { isAdHocInnerInstance } from '../model/ad-hoc-inner-instance.js';

function describe(element: ExecutableElement): string {
  return `'${element.id}' (${element.type})`;
}

/** How an element runs, beyond its type: a user task by the engine or by a job worker, a script in FEEL or by a worker. */
function implementationOf(element: ExecutableElement): string {
  if (element.userTask) return 'Camunda user task';
  if (element.job) return 'job worker';
  if (element.script) return 'FEEL script';
  return 'none';
}

function instructionViolations(state: ProcessInstanceState, target: ExecutableProcess, instructions: MappingInstruction[]): MigrationViolation[] {
  const violations: MigrationViolation[] = [];
  const seen = new Map<string, string>();
  for (const { sourceElementId, targetElementId } of instructions) {
    const earlier = seen.get(sourceElementId);
    if (earlier !== undefined && earlier !== targetElementId) {
      violations.push({
        rule: 'DUPLICATE_SOURCE',
        elementId: sourceElementId,
        elementInstanceKey: null,
        message: `Element '${sourceElementId}' is mapped twice, to '${earlier}' and to '${targetElementId}'`,
        fix: `Keep one mapping instruction for '${sourceElementId}'`,
      });
    }
    seen.set(sourceElementId, targetElementId);
    if (!state.process.elements[sourceElementId]) {
      violations.push({
        rule: 'UNKNOWN_SOURCE_ELEMENT',
        elementId: sourceElementId,
        elementInstanceKey: null,
        message: `The source process '${state.process.id}' has no element '${sourceElementId}'`,
        fix: `Remove the mapping instruction for '${sourceElementId}' or correct its sourceElementId`,
      });
    }
    if (!target.elements[targetElementId]) {
      violations.push({
        rule: 'UNKNOWN_TARGET_ELEMENT',
        elementId: sourceElementId,
        elementInstanceKey: null,
        message: `Element '${sourceElementId}' is mapped to '${targetElementId}', which the target process '${target.id}' does not have`,
        fix: `Map '${sourceElementId}' to an element of the target process`,
      });
    }
  }
  return violations;
}

/**
 * The element of the target that an inner instance's scope (a multi-instance body) or a child's scope maps to; an
 * activity in an ad-hoc sub-process's inner instance counts in the ad-hoc sub-process, as its model places it.
 */
function expectedTargetScope(state: ProcessInstanceState, mapping: ElementMapping, instance: ElementInstance): string | undefined {
  const parent = instance.flowScopeKey === null ? undefined : state.elementInstances.get(instance.flowScopeKey);
  const scope = isAdHocInnerInstance(parent) && parent?.flowScopeKey ? state.elementInstances.get(parent.flowScopeKey) : parent;
  if (!scope) return undefined;
  return mapping.targetOf(scope.elementId);
}

function elementViolations(state: ProcessInstanceState, target: ExecutableProcess, mapping: ElementMapping, instance: ElementInstance): MigrationViolation[] {
  // An inner instance follows its ad-hoc sub-process, whose own instance is checked.
  if (isAdHocInnerInstance(instance)) return [];
  const source = state.process.elements[instance.elementId];
  if (!source) throw new Error(`element ${instance.elementId} is not in process ${state.process.id}`);
  const base = { elementId: instance.elementId, elementInstanceKey: instance.key };
  const targetId = mapping.targetOf(instance.elementId);
  if (targetId === undefined) {
    const sameId = target.elements[instance.elementId] ? ` (the target has an element '${instance.elementId}')` : '';
    return [
      {
        rule: 'UNMAPPED_ELEMENT',
        ...base,
        message: `Active element ${describe(source)}, instance ${instance.key}, is not mapped`,
        fix: `Add a mapping instruction from '${instance.elementId}' to the element of the target where it continues${sameId}`,
      },
    ];
  }
  const targetElement = target.elements[targetId];
  if (!targetElement) return []; // reported once, with the instruction
  const isBody = instance.elementType === MULTI_INSTANCE_BODY;
  if (source.type !== targetElement.type || implementationOf(source) !== implementationOf(targetElement)) {
    return [
      {
        rule: 'ELEMENT_TYPE_MISMATCH',
        ...base,
        message: `Active element ${describe(source)} (${implementationOf(source)}) cannot become ${describe(targetElement)} (${implementationOf(targetElement)}): the types differ`,
        fix: `Map '${instance.elementId}' to an element of type ${source.type} with the same implementation`,
      },
    ];
  }
  const scope = instance.flowScopeKey === null ? undefined : state.elementInstances.get(instance.flowScopeKey);
  const isInner = scope?.elementType === MULTI_INSTANCE_BODY;
  if (!isInner && Boolean(source.multiInstance) !== Boolean(targetElement.multiInstance)) {
    const what = isBody || source.multiInstance ? 'a multi-instance activity' : 'an activity without multi-instance';
    return [
      {
        rule: 'MULTI_INSTANCE_MISMATCH',
        ...base,
        message: `Active element '${instance.elementId}' is ${what}, but its target '${targetId}' is not: multi-instance bodies map only to multi-instance bodies`,
        fix: `Map '${instance.elementId}' to ${what} of the target`,
      },
    ];
  }
  const scopeTarget = expectedTargetScope(state, mapping, instance);
  if (scopeTarget === undefined) return []; // the scope itself is unmapped and reported
  const landsIn = isInner ? targetId : targetElement.flowScopeId;
  if (landsIn !== scopeTarget) {
    return [
      {
        rule: 'FLOW_SCOPE_CHANGED',
        ...base,
        message:
          `Active element '${instance.elementId}' would move from its flow scope '${scope?.elementId}' (which maps to '${scopeTarget}') ` +
          `into '${landsIn}' of the target`,
        fix: `Map '${instance.elementId}' to an element inside '${scopeTarget}', or map its scope '${scope?.elementId}' to '${landsIn}' too`,
      },
    ];
  }
  return [];
}

/** Two different elements active in one scope must not become one element: their tokens would merge (and a join would count them wrong). */
function mergeViolations(mapping: ElementMapping, active: ElementInstance[]): MigrationViolation[] {
  const violations: MigrationViolation[] = [];
  const seen = new Map<string, string>();
  for (const instance of active) {
    const targetId = mapping.targetOf(instance.elementId);
    if (targetId === undefined) continue;
    const place = `${instance.flowScopeKey}/${targetId}`;
    const other = seen.get(place);
    if (other !== undefined && other !== instance.elementId) {
      violations.push({
        rule: 'TOKENS_MERGED',
        elementId: instance.elementId,
        elementInstanceKey: instance.key,
        message: `Active elements '${other}' and '${instance.elementId}' of one scope are both mapped to '${targetId}': their tokens would merge`,
        fix: `Map '${other}' and '${instance.elementId}' to different elements of the target`,
      });
    } else seen.set(place, instance.elementId);
  }
  return violations;
}

/** Tokens waiting at a joining gateway are counted by incoming flow: the gateway maps to one of the same kind, reached by the same flows. */
function joinViolations(state: ProcessInstanceState, target: ExecutableProcess, mapping: ElementMapping, scopes: ElementInstance[]): MigrationViolation[] {
  const violations: MigrationViolation[] = [];
  const reported = new Set<string>();
  for (const scope of scopes) {
    for (const [flowId, count] of Object.entries(scope.pendingJoins)) {
      if (count <= 0) continue;
      const flow = state.process.flows[flowId];
      const gateway = flow && state.process.elements[flow.targetId];
      if (!gateway || reported.has(`${scope.key}/${gateway.id}`)) continue;
      const base = { elementId: gateway.id, elementInstanceKey: null };
      const targetId = mapping.targetOf(gateway.id);
      const targetGateway = targetId === undefined ? undefined : target.elements[targetId];
      if (!targetGateway) {
        reported.add(`${scope.key}/${gateway.id}`);
        violations.push({
          rule: 'JOIN_GATEWAY_UNMAPPED',
          ...base,
          message: `Joining gateway ${describe(gateway)} holds ${count} waiting token(s) from flow '${flowId}' but is not mapped to an element of the target`,
          fix: `Add a mapping instruction from '${gateway.id}' to a ${gateway.type} of the target`,
        });
      } else if (targetGateway.type !== gateway.type || target.flows[flowId]?.targetId !== targetGateway.id) {
        reported.add(`${scope.key}/${gateway.id}`);
        violations.push({
          rule: 'JOIN_GATEWAY_MISMATCH',
          ...base,
          message:
            targetGateway.type !== gateway.type
              ? `Joining gateway ${describe(gateway)} with waiting tokens cannot become ${describe(targetGateway)}: gateways with waiting tokens map only to gateways of the same kind`
              : `Joining gateway '${gateway.id}' waits for tokens that came by flow '${flowId}', but the target has no flow '${flowId}' into '${targetGateway.id}'`,
          fix: `Map '${gateway.id}' to a ${gateway.type} of the target whose incoming flows keep their ids`,
        });
      }
    }
  }
  return violations;
}

/** Every rule the plan breaks for this instance as it is now; none means the migration can go ahead. */
export function migrationViolations(state: ProcessInstanceState, target: MigrationTarget, instructions: MappingInstruction[]): MigrationViolation[] {
  const mapping = new ElementMapping(state.process, target.process, instructions);
  const active = [...state.elementInstances.values()].filter((instance) => instance.endTime === null && instance.key !== state.processInstanceKey);
  const scopes = [...state.elementInstances.values()].filter((instance) => instance.endTime === null);
  return [
    ...instructionViolations(state, target.process, instructions),
    ...active.flatMap((instance) => elementViolations(state, target.process, mapping, instance)),
    ...mergeViolations(mapping, active),
    ...joinViolations(state, target.process, mapping, scopes),
    ...compensationViolations(state, target.process, mapping),
  ];
}
