import { Injectable } from '@nestjs/common';
import type { AdHocSubProcessActivateActivitiesInstruction, ProcessInstanceModificationRequest, SetVariableRequest } from '@baton/api-contract';
import type { JsonObject } from '@baton/feel';
import type { ModifyProcessInstance, OperatorRequest, VariableInstruction } from '@baton/runtime';
import { currentCaller } from '../auth/caller.js';
import { CommandExecutor, type CommandOutcome } from '../runtime/command-executor.js';
import type { CommandContext } from '../runtime/command-context.js';

type Move = NonNullable<ProcessInstanceModificationRequest['moveInstructions']>[number];

const variableInstructions = (instructions: { variables: Record<string, unknown>; scopeId?: string }[] | undefined): VariableInstruction[] =>
  (instructions ?? []).map((instruction) => ({
    variables: instruction.variables as JsonObject,
    ...(instruction.scopeId === undefined ? {} : { scopeId: instruction.scopeId }),
  }));

function moveOf(move: Move): ModifyProcessInstance['move'][number] {
  const source = move.sourceElementInstruction;
  const ancestor = move.ancestorScopeInstruction;
  return {
    source: source.sourceType === 'byId' ? { elementId: source.sourceElementId } : { elementInstanceKey: source.sourceElementInstanceKey },
    targetElementId: move.targetElementId,
    ...(ancestor?.ancestorScopeType === 'direct' && ancestor.ancestorElementInstanceKey
      ? { ancestorElementInstanceKey: ancestor.ancestorElementInstanceKey }
      : {}),
    variableInstructions: variableInstructions(move.variableInstructions),
  };
}

/** An operator's repairs of a running instance: activate, terminate and move tokens; set variables in a scope. */
@Injectable()
export class ProcessInstanceModification {
  constructor(private readonly executor: CommandExecutor) {}

  modify(processInstanceKey: string, body: ProcessInstanceModificationRequest, context: CommandContext): Promise<CommandOutcome> {
    return this.executor.execute(
      { processInstanceKey },
      {
        type: 'ModifyProcessInstance',
        activate: (body.activateInstructions ?? []).map((instruction) => ({
          elementId: instruction.elementId,
          ...(instruction.ancestorElementInstanceKey === undefined ? {} : { ancestorElementInstanceKey: instruction.ancestorElementInstanceKey }),
          variableInstructions: variableInstructions(instruction.variableInstructions),
        })),
        terminate: body.terminateInstructions ?? [],
        move: (body.moveInstructions ?? []).map(moveOf),
        requestedBy: { actorId: currentCaller().id, reason: body.reason ?? null, operationReference: body.operationReference ?? null, batchOperationKey: null },
      },
      `Expected to modify process instance with key '${processInstanceKey}', but no such process instance is active`,
      context,
    );
  }

  /** A batch item: every active instance of each source element moves to its target element, all in one command. */
  moveAll(
    processInstanceKey: string,
    moves: readonly { sourceElementId: string; targetElementId: string }[],
    requestedBy: OperatorRequest,
  ): Promise<CommandOutcome> {
    return this.executor.execute(
      { processInstanceKey },
      {
        type: 'ModifyProcessInstance',
        activate: [],
        terminate: [],
        move: moves.map((move) => ({ source: { elementId: move.sourceElementId }, targetElementId: move.targetElementId, variableInstructions: [] })),
        requestedBy,
      },
      `Expected to modify process instance with key '${processInstanceKey}', but no such process instance is active`,
    );
  }

  /** Activities of an active ad-hoc sub-process start, each with its variables (Camunda's ad-hoc activity activation). */
  async activateAdHocActivities(
    adHocSubProcessInstanceKey: string,
    body: AdHocSubProcessActivateActivitiesInstruction,
    context: CommandContext,
  ): Promise<void> {
    await this.executor.execute(
      { elementInstanceKey: adHocSubProcessInstanceKey },
      {
        type: 'ActivateAdHocActivities',
        adHocSubProcessInstanceKey,
        elements: body.elements.map((element) => ({ elementId: element.elementId, variables: (element.variables ?? {}) as JsonObject })),
        cancelRemainingInstances: body.cancelRemainingInstances ?? false,
      },
      `Expected to activate activities for ad-hoc sub-process but no ad-hoc sub-process instance found with key '${adHocSubProcessInstanceKey}'.`,
      context,
    );
  }

  async setVariables(elementInstanceKey: string, body: SetVariableRequest, context: CommandContext): Promise<void> {
    await this.executor.execute(
      { elementInstanceKey },
      { type: 'SetVariables', scopeKey: elementInstanceKey, variables: body.variables as JsonObject, local: body.local ?? false },
      `Expected to set variables in element instance with key '${elementInstanceKey}', but it is not active`,
      context,
    );
  }
}
