import type { ExecutableProcess } from '@baton/bpmn-model';
import { adHocIdOfInnerInstance, innerInstanceIdOf } from '../model/ad-hoc-inner-instance.js';
import type { MappingInstruction } from '../model/runtime-command.js';

/** A start event of an event sub-process: it waits for as long as the sub-process's scope is active. */
function isEventSubProcessStart(process: ExecutableProcess, elementId: string): boolean {
  const element = process.elements[elementId];
  const scope = element?.flowScopeId ? process.elements[element.flowScopeId] : undefined;
  return element?.type === 'START_EVENT' && scope?.type === 'EVENT_SUB_PROCESS';
}

/** A plan's mappings by source element, with the process itself mapped onto the target process. */
export class ElementMapping {
  private readonly targets = new Map<string, string>();

  constructor(
    private readonly source: ExecutableProcess,
    private readonly target: ExecutableProcess,
    instructions: MappingInstruction[],
  ) {
    this.targets.set(source.id, target.id);
    for (const { sourceElementId, targetElementId } of instructions) {
      if (!this.targets.has(sourceElementId)) this.targets.set(sourceElementId, targetElementId);
    }
  }

  /** An inner instance of an ad-hoc sub-process goes where its ad-hoc sub-process goes. */
  targetOf(sourceElementId: string): string | undefined {
    const adHocId = adHocIdOfInnerInstance(sourceElementId);
    if (adHocId === null) return this.targets.get(sourceElementId);
    const target = this.targets.get(adHocId);
    return target === undefined ? undefined : innerInstanceIdOf(target);
  }

  /**
   * Where a subscription of a migrated scope continues. An event sub-process's start event has no element instance
   * an operator could see and map, yet it waits (a timer since the scope began): unmapped, it continues at the
   * target's event sub-process start event of the same id, so that a timer keeps its due time instead of starting
   * over. Other events continue only where the plan maps them.
   */
  eventTargetOf(sourceEventId: string): string | undefined {
    const mapped = this.targets.get(sourceEventId);
    if (mapped !== undefined) return mapped;
    const sameId = isEventSubProcessStart(this.source, sourceEventId) && isEventSubProcessStart(this.target, sourceEventId);
    return sameId ? sourceEventId : undefined;
  }
}
