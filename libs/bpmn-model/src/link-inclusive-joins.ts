import type { ExecutableElement, ExecutableSequenceFlow } from './executable-model.js';

/**
 * Fills `joinSources` of every joining inclusive gateway, walking the scope's graph backwards from each incoming
 * flow: along sequence flows, from a boundary event to its activity, from a link catch event to its throw events.
 * Zeebe walks the same paths forwards at run time, from every token; they never change, so they are found once here.
 */
export function linkInclusiveJoins(elements: ReadonlyMap<string, ExecutableElement>, flows: ReadonlyMap<string, ExecutableSequenceFlow>): void {
  const predecessors = predecessorsByElement(elements, flows);
  for (const gateway of elements.values()) {
    if (gateway.type !== 'INCLUSIVE_GATEWAY' || gateway.incoming.length < 2) continue;
    gateway.joinSources = Object.fromEntries(
      gateway.incoming.map((flowId) => [flowId, upstreamOf(flows.get(flowId)?.sourceId ?? gateway.id, gateway.id, predecessors)]),
    );
  }
}

function predecessorsByElement(elements: ReadonlyMap<string, ExecutableElement>, flows: ReadonlyMap<string, ExecutableSequenceFlow>): Map<string, string[]> {
  const predecessors = new Map<string, string[]>();
  const add = (elementId: string, predecessorId: string) => predecessors.set(elementId, [...(predecessors.get(elementId) ?? []), predecessorId]);
  for (const element of elements.values()) {
    for (const flowId of element.incoming) {
      const flow = flows.get(flowId);
      if (flow) add(element.id, flow.sourceId);
    }
    if (element.attachedToId !== undefined) add(element.id, element.attachedToId);
    if (element.linkTargetId !== undefined) add(element.linkTargetId, element.id);
  }
  return predecessors;
}

/** The elements from which `startId` can be reached without passing `gatewayId`, `startId` included; sorted. */
function upstreamOf(startId: string, gatewayId: string, predecessors: ReadonlyMap<string, string[]>): string[] {
  if (startId === gatewayId) return [];
  const found = new Set([startId]);
  const toVisit = [startId];
  for (let elementId = toVisit.pop(); elementId !== undefined; elementId = toVisit.pop()) {
    for (const predecessorId of predecessors.get(elementId) ?? []) {
      if (predecessorId === gatewayId || found.has(predecessorId)) continue;
      found.add(predecessorId);
      toVisit.push(predecessorId);
    }
  }
  return [...found].sort();
}
