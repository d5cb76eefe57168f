import { Injectable } from '@nestjs/common';
import type { MigrationPlanReport } from '@baton/api-contract';
import { migrationViolations, type MigrationTarget, type MigrationViolation, type OperatorRequest } from '@baton/runtime';
import { currentCaller, seesTenant } from '../auth/caller.js';
import type { ProcessDefinition } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { ApiProblem, conflict, notFound } from '../http/problem-detail.js';
import { CommandExecutor, type CommandOutcome } from '../runtime/command-executor.js';
import type { CommandContext } from '../runtime/command-context.js';
import type { MigrationBatch, MigrationPlan } from './migration-plan.js';

const notActive = (key: string) => notFound(`Expected to migrate process instance with key '${key}', but no such process instance is active`);

/** The refusal of a plan, naming every element whose rule it breaks. */
function planRefused(processInstanceKey: string, violations: MigrationViolation[]): ApiProblem {
  const lines = violations.map((violation) => `- ${violation.message}; ${violation.fix}`).join('\n');
  return new ApiProblem(
    400,
    `Expected to migrate process instance '${processInstanceKey}', but the migration plan is refused:\n${lines}`,
    'INVALID_ARGUMENT',
    'about:blank',
    violations.map((violation) => ({ field: violation.elementId, message: violation.message })),
  );
}

/**
 * Migrates one process instance to another process definition: the plan is checked against the instance as loaded
 * (a dry run stops there), then carried out as one runtime command, which checks it again on the state it changes.
 */
@Injectable()
export class ProcessInstanceMigration {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
  ) {}

  /** Every rule the plan breaks for the instance as it is now; nothing changes. */
  async report(processInstanceKey: string, plan: MigrationPlan): Promise<MigrationPlanReport> {
    const checked = await this.check(processInstanceKey, plan);
    return {
      processInstanceKey,
      sourceProcessDefinitionKey: checked.sourceProcessDefinitionKey,
      targetProcessDefinitionKey: plan.targetProcessDefinitionKey,
      valid: checked.violations.length === 0,
      violations: checked.violations.map(({ rule, elementId, elementInstanceKey, message, fix }) => ({
        processInstanceKey,
        elementId,
        elementInstanceKey,
        rule,
        message,
        fix,
      })),
    };
  }

  /**
   * Migrates the instance, or throws the problem that says why not (nothing changed then). A batch's item passes the
   * batch and the actor who created it (and no context); a request's migration is the current caller's, and its write
   * stores the request's answer (`context`).
   */
  /**
   * Migrates the instance as the plan says, once: the plan is checked against the instance on its definition of the
   * moment, and the command runs only while the instance is still on it. An instance migrated meanwhile (a batch
   * item another engine process took over when this one's lease ran out, or a second request) is not migrated again:
   * null for a batch item whose instance is now on the plan's target (the item is done), 409 otherwise.
   */
  async migrate(processInstanceKey: string, plan: MigrationPlan, context: CommandContext, batch?: MigrationBatch): Promise<CommandOutcome | null> {
    const checked = await this.check(processInstanceKey, plan);
    // A batch item whose instance is on the target already was carried out by the process that held the batch before.
    if (batch && checked.sourceProcessDefinitionKey === checked.target.processDefinitionKey) return null;
    if (checked.violations.length > 0) throw planRefused(processInstanceKey, checked.violations);
    const requestedBy: OperatorRequest = {
      actorId: batch ? batch.actorId : currentCaller().id,
      reason: plan.reason ?? null,
      operationReference: plan.operationReference ?? null,
      batchOperationKey: batch?.batchOperationKey ?? null,
    };
    const outcome = await this.executor.executeWhile(
      { processInstanceKey },
      { type: 'MigrateProcessInstance', target: checked.target, mappingInstructions: plan.mappingInstructions, requestedBy },
      (loaded) => loaded.identity.processDefinitionKey === checked.sourceProcessDefinitionKey,
      context,
    );
    if (outcome) return outcome;
    const now = await this.executor.inspect({ processInstanceKey }, (loaded) => loaded.identity.processDefinitionKey);
    if (now === null) throw notActive(processInstanceKey);
    if (batch && now === checked.target.processDefinitionKey) return null;
    throw conflict(
      `Expected to migrate process instance with key '${processInstanceKey}' from process definition '${checked.sourceProcessDefinitionKey}', but it was migrated meanwhile`,
    );
  }

  private async check(processInstanceKey: string, plan: MigrationPlan) {
    const loaded = await this.executor.inspect({ processInstanceKey }, (instance) => instance);
    if (!loaded) throw notActive(processInstanceKey);
    const definition = await this.definitions.findLive(plan.targetProcessDefinitionKey);
    // A definition of another tenant does not exist for this instance (nor for a caller who cannot see it).
    if (!definition || definition.tenantId !== loaded.identity.tenantId || !seesTenant(currentCaller(), definition.tenantId)) {
      throw notFound(
        `Expected to migrate process instance '${processInstanceKey}' to process definition with key '${plan.targetProcessDefinitionKey}', but no such process definition was found`,
      );
    }
    const target = migrationTarget(definition);
    return {
      target,
      sourceProcessDefinitionKey: loaded.identity.processDefinitionKey,
      violations: migrationViolations(loaded.state, target, plan.mappingInstructions),
    };
  }
}

function migrationTarget(definition: ProcessDefinition): MigrationTarget {
  return { processDefinitionKey: definition.key, version: definition.version, process: definition.executable };
}
