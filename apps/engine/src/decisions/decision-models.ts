import { Injectable } from '@nestjs/common';
import { type DecisionModel, parseDmn } from '@baton/dmn';
import { PgPool } from '../database/pg-pool.js';

/**
 * The compiled models of deployed decision requirements graphs. A graph is immutable once deployed, so each is read
 * and compiled once per engine process (on first use) and then served from memory.
 */
@Injectable()
export class DecisionModels {
  private readonly byKey = new Map<string, Promise<DecisionModel>>();

  constructor(private readonly pg: PgPool) {}

  model(decisionRequirementsKey: string): Promise<DecisionModel> {
    let model = this.byKey.get(decisionRequirementsKey);
    if (!model) {
      model = this.load(decisionRequirementsKey);
      this.byKey.set(decisionRequirementsKey, model);
      // A failed read (the database away) is tried again by the next command rather than remembered.
      model.catch(() => this.byKey.delete(decisionRequirementsKey));
    }
    return model;
  }

  private async load(decisionRequirementsKey: string): Promise<DecisionModel> {
    const [row] = await this.pg.query<{ content: string }>(
      `select r.content from decision_requirements d
         join deployment_resource r on r.deployment_key = d.deployment_key and r.resource_name = d.resource_name
        where d.key = $1`,
      [decisionRequirementsKey],
    );
    if (!row) throw new Error(`The DMN resource of decision requirements ${decisionRequirementsKey} is missing`);
    const parsed = await parseDmn(row.content);
    if (!parsed.ok)
      throw new Error(`Decision requirements ${decisionRequirementsKey} no longer compile: ${parsed.errors.map((error) => error.message).join('; ')}`);
    return parsed.model;
  }
}
