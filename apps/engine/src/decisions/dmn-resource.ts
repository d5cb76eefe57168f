import { type DecisionModel, type DmnProblem, parseDmn } from '@baton/dmn';
import { NAME_MAX_LENGTH } from '@baton/api-contract';
import { badRequest } from '../http/problem-detail.js';
import { checksumOf, type DeploymentResource } from '../deployment/deployment-resource.js';

/** A `.dmn` resource of a deployment: one decision requirements graph and its decisions, compiled. */
export interface DmnResource {
  resourceName: string;
  content: string;
  /** sha-256 of the content: an identical resource keeps its versions. */
  checksum: string;
  model: DecisionModel;
}

export function isDmnResource(resourceName: string): boolean {
  return resourceName.toLowerCase().endsWith('.dmn');
}

function formatProblem(problem: DmnProblem): string {
  return problem.elementId === undefined ? problem.message : `Element '${problem.elementId}': ${problem.message}`;
}

/** The ids the engine stores and indexes, held to the length a process id is held to. */
function refuseLongIds(resource: DeploymentResource, model: DecisionModel): void {
  for (const id of [model.decisionRequirements.id, ...model.decisions.map((decision) => decision.id)]) {
    if (id.length > NAME_MAX_LENGTH) {
      throw badRequest(
        `Resource '${resource.name}' cannot be deployed:\nElement '${id.slice(0, 40)}…': its id has ${id.length} characters, more than ${NAME_MAX_LENGTH}`,
      );
    }
  }
}

/**
 * Reads and compiles a DMN resource; one with a problem refuses the deployment, naming the resource, and each element
 * with its reason (as a BPMN resource's refusal does).
 */
export async function parseDmnResource(resource: DeploymentResource): Promise<DmnResource> {
  const parsed = await parseDmn(resource.content);
  if (!parsed.ok) throw badRequest(`Resource '${resource.name}' cannot be deployed:\n${parsed.errors.map(formatProblem).join('\n')}`);
  const { model } = parsed;
  if (model.decisionRequirements.id === '')
    throw badRequest(`Resource '${resource.name}' cannot be deployed:\nthe dmn:definitions element has neither id nor name`);
  if (model.decisions.length === 0) throw badRequest(`Resource '${resource.name}' cannot be deployed:\nit defines no decision`);
  refuseLongIds(resource, model);
  return { resourceName: resource.name, content: resource.content, checksum: checksumOf(resource), model };
}

/** Two resources of one deployment defining the same graph or decision would both claim its next version (Zeebe's words). */
export function refuseDuplicateDecisionIds(resources: readonly DmnResource[]): void {
  const decisions = new Map<string, string>();
  const graphs = new Map<string, string>();
  const duplicated = (what: string, id: string, first: string, second: string) =>
    badRequest(`Expected the ${what} ids to be unique within a deployment but found a duplicated id '${id}' in the resources '${first}' and '${second}'.`);
  for (const { resourceName, model } of resources) {
    const graph = graphs.get(model.decisionRequirements.id);
    if (graph) throw duplicated('decision requirements', model.decisionRequirements.id, graph, resourceName);
    graphs.set(model.decisionRequirements.id, resourceName);
    for (const { id } of model.decisions) {
      const other = decisions.get(id);
      if (other) throw duplicated('decision', id, other, resourceName);
      decisions.set(id, resourceName);
    }
  }
}
