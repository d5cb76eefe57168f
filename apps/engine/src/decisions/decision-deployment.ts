import { Injectable } from '@nestjs/common';
import type { DeploymentDecisionRequirementsResult, DeploymentDecisionResult } from '@baton/api-contract';
import type { SqlRunner } from '../database/database.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import type { DmnResource } from './dmn-resource.js';

/** What a deployment's DMN resources became: each graph's version and each decision's, new or kept. */
export interface DeployedDecisions {
  decisionRequirements: DeploymentDecisionRequirementsResult[];
  decisions: DeploymentDecisionResult[];
}

/** One resource's graph version and its decisions' versions. */
interface DeployedGraph {
  decisionRequirements: DeploymentDecisionRequirementsResult;
  decisions: DeploymentDecisionResult[];
}

interface LatestGraph {
  key: string;
  version: number;
  checksum: string;
  resource_name: string;
  deleted: boolean;
}

interface KeptDecision {
  key: string;
  decision_id: string;
  name: string;
  version: number;
}

/**
 * Writes the DMN resources of a deployment inside its transaction, as Zeebe's duplicate check does: a resource
 * identical to its graph's latest version keeps that version and its decisions; a changed one becomes the next version
 * of the graph, and each of its decisions the next version of that decision. Either way the deployment records which decision versions it carried (binding type `deployment`).
 */
@Injectable()
export class DecisionDeployment {
  constructor(private readonly keys: KeyGenerator) {}

  /** Keys {@link write} takes at most. */
  keysNeeded(resources: readonly DmnResource[]): number {
    return resources.reduce((count, resource) => count + 1 + resource.model.decisions.length, 0);
  }

  async write(sql: SqlRunner, resources: readonly DmnResource[], tenantId: string, deploymentKey: string, now: number): Promise<DeployedDecisions> {
    // Serialises deployments of the same graph and decision ids (in one order, so two deployments cannot deadlock).
    const lockNames = resources.flatMap(({ model }) => [
      `drg:${model.decisionRequirements.id}`,
      ...model.decisions.map((decision) => `decision:${decision.id}`),
    ]);
    for (const name of lockNames.sort()) await sql.query(`select pg_advisory_xact_lock(hashtext($1))`, [`deploy-${name}:${tenantId}`]);
    const deployed: DeployedDecisions = { decisionRequirements: [], decisions: [] };
    for (const resource of resources) {
      const written = await this.writeResource(sql, resource, tenantId, deploymentKey, now);
      deployed.decisionRequirements.push(written.decisionRequirements);
      deployed.decisions.push(...written.decisions);
    }
    return deployed;
  }

  private async writeResource(sql: SqlRunner, resource: DmnResource, tenantId: string, deploymentKey: string, now: number): Promise<DeployedGraph> {
    const graph = resource.model.decisionRequirements;
    const [latest] = await sql.query<LatestGraph>(
      `select key::text, version, checksum, resource_name, deleted_at is not null as deleted from decision_requirements
        where tenant_id = $1 and decision_requirements_id = $2 order by version desc limit 1`,
      [tenantId, graph.id],
    );
    const result =
      latest && (await this.isDuplicate(sql, latest, resource, tenantId))
        ? await this.kept(sql, latest, resource, tenantId)
        : await this.insert(sql, resource, (latest?.version ?? 0) + 1, tenantId, deploymentKey, now);
    for (const decision of result.decisions) {
      await sql.query(`insert into deployment_decision (deployment_key, decision_key) values ($1, $2)`, [deploymentKey, decision.decisionDefinitionKey]);
    }
    return result;
  }

  /**
   * Zeebe's duplicate: the same resource (name and content) as the graph's latest version, not deleted, whose decisions'
   * latest versions are all still that graph's (a decision moved to another graph since makes the resource new again).
   */
  private async isDuplicate(sql: SqlRunner, latest: LatestGraph, resource: DmnResource, tenantId: string): Promise<boolean> {
    if (latest.deleted || latest.checksum !== resource.checksum || latest.resource_name !== resource.resourceName) return false;
    const decisionIds = resource.model.decisions.map((decision) => decision.id);
    const rows = await sql.query<{ decision_id: string; decision_requirements_key: string }>(
      `select distinct on (decision_id) decision_id, decision_requirements_key::text as decision_requirements_key from decision_definition
        where tenant_id = $1 and decision_id = any($2::text[]) order by decision_id, version desc`,
      [tenantId, decisionIds],
    );
    const graphOf = new Map(rows.map((row) => [row.decision_id, row.decision_requirements_key]));
    return decisionIds.every((id) => graphOf.get(id) === latest.key);
  }

  private async kept(sql: SqlRunner, latest: LatestGraph, resource: DmnResource, tenantId: string): Promise<DeployedGraph> {
    const graph = resource.model.decisionRequirements;
    const rows = await sql.query<KeptDecision>(
      `select key::text, decision_id, name, version from decision_definition where decision_requirements_key = $1 order by key`,
      [latest.key],
    );
    return {
      decisionRequirements: {
        decisionRequirementsId: graph.id,
        decisionRequirementsName: graph.name,
        version: latest.version,
        resourceName: latest.resource_name,
        tenantId,
        decisionRequirementsKey: latest.key,
      },
      decisions: rows.map((row) => ({
        decisionDefinitionId: row.decision_id,
        version: row.version,
        name: row.name,
        tenantId,
        decisionRequirementsId: graph.id,
        decisionDefinitionKey: row.key,
        decisionRequirementsKey: latest.key,
      })),
    };
  }

  private async insert(sql: SqlRunner, resource: DmnResource, version: number, tenantId: string, deploymentKey: string, now: number): Promise<DeployedGraph> {
    const graph = resource.model.decisionRequirements;
    const createdAt = new Date(now).toISOString();
    const decisionRequirementsKey = this.keys.next();
    await sql.query(
      `insert into decision_requirements (key, decision_requirements_id, name, version, tenant_id, deployment_key, resource_name, checksum, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [decisionRequirementsKey, graph.id, graph.name, version, tenantId, deploymentKey, resource.resourceName, resource.checksum, createdAt],
    );
    const decisions: DeploymentDecisionResult[] = [];
    for (const decision of resource.model.decisions) {
      const [latest] = await sql.query<{ version: number }>(
        `select version from decision_definition where tenant_id = $1 and decision_id = $2 order by version desc limit 1`,
        [tenantId, decision.id],
      );
      const deployed: DeploymentDecisionResult = {
        decisionDefinitionId: decision.id,
        version: (latest?.version ?? 0) + 1,
        name: decision.name,
        tenantId,
        decisionRequirementsId: graph.id,
        decisionDefinitionKey: this.keys.next(),
        decisionRequirementsKey,
      };
      await sql.query(
        `insert into decision_definition (key, decision_id, name, version, version_tag, tenant_id, decision_requirements_key, deployment_key, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          deployed.decisionDefinitionKey,
          decision.id,
          decision.name,
          deployed.version,
          decision.versionTag,
          tenantId,
          decisionRequirementsKey,
          deploymentKey,
          createdAt,
        ],
      );
      decisions.push(deployed);
    }
    return {
      decisionRequirements: {
        decisionRequirementsId: graph.id,
        decisionRequirementsName: graph.name,
        version,
        resourceName: resource.resourceName,
        tenantId,
        decisionRequirementsKey,
      },
      decisions,
    };
  }
}
