import { Injectable } from '@nestjs/common';
import type { ConditionalEvaluationInstruction, EvaluateConditionalResult } from '@baton/api-contract';
import { evaluateFeel, type JsonObject } from '@baton/feel';
import { requireTenants } from '../auth/tenant-access.js';
import { PgPool } from '../database/pg-pool.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { notFound } from '../http/problem-detail.js';
import { storeAnswerIn } from '../idempotency/answer-in-transaction.js';
import type { CommandContext } from '../runtime/command-context.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';

interface StartRow {
  subscription_key: string;
  process_definition_key: string;
  element_id: string;
}

/**
 * `POST /v2/conditionals/evaluation`: evaluates the root conditional start events of the latest version of every
 * process of the tenant (or of one process definition) against the given variables, and starts one instance per
 * start event whose condition is true, with those variables, as Camunda 8.9 does. A condition that fails or gives
 * anything but true starts nothing: there is no instance yet to hold an incident.
 */
@Injectable()
export class ConditionalEvaluationService {
  constructor(
    private readonly pg: PgPool,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
  ) {}

  async evaluate(body: ConditionalEvaluationInstruction, context: CommandContext): Promise<EvaluateConditionalResult> {
    const tenantId = body.tenantId ?? DEFAULT_TENANT;
    requireTenants('evaluate conditional start events', [tenantId]);
    const variables = body.variables as JsonObject;
    if (body.processDefinitionKey !== undefined) {
      const definition = await this.definitions.findByKey(body.processDefinitionKey);
      if (!definition || definition.tenantId !== tenantId) {
        throw notFound(
          `Expected to evaluate the conditional start events of process definition '${body.processDefinitionKey}', but no such process definition was found`,
        );
      }
    }
    const starts = await this.pg.query<StartRow>(
      `select key::text as subscription_key, process_definition_key::text as process_definition_key, element_id
         from start_event_subscription
        where kind = 'conditional' and tenant_id = $1 and ($2::bigint is null or process_definition_key = $2::bigint)
        order by bpmn_process_id, key`,
      [tenantId, body.processDefinitionKey ?? null],
    );
    await this.keys.reserve(1);
    const answer: EvaluateConditionalResult = { conditionalEvaluationKey: this.keys.next(), tenantId, processInstances: [] };
    for (const start of starts) {
      const definition = await this.definitions.findByKey(start.process_definition_key);
      const event = definition?.executable.elements[start.element_id]?.eventDefinition;
      if (!definition || event?.kind !== 'conditional') continue; // undeployed meanwhile
      const holds = evaluateFeel(event.condition, variables, this.clock.now());
      if (!holds.ok || holds.value !== true) continue;
      const outcome = await this.executor.createInstance(
        definition,
        variables,
        { tags: [], businessId: null },
        { startEventId: start.element_id, startTrigger: { subscriptionKey: start.subscription_key, kind: 'conditional', dueAt: null, messageKey: null } },
      );
      answer.processInstances.push({ processDefinitionKey: definition.key, processInstanceKey: outcome.loaded.identity.processInstanceKey });
    }
    await storeAnswerIn(this.pg, context.answer, answer);
    return answer;
  }
}
