import type { ExecutableElementType, ExecutableProcess } from '@baton/bpmn-model';
import type { Rejection } from '../model/runtime-command.js';

/**
 * As in Zeebe, an instance cannot be started at these: they are entered only by their trigger. An event sub-process
 * is entered only by its start event's trigger too (Baton's choice where Zeebe is silent: started by hand it would
 * run without the event it exists for).
 */
const NOT_STARTABLE: ReadonlySet<ExecutableElementType> = new Set(['PROCESS', 'START_EVENT', 'BOUNDARY_EVENT', 'EVENT_SUB_PROCESS']);

const PREFIX = 'Expected to create instance of process with start instructions but';

/** Zeebe's rejection of the first start instruction it cannot carry out, or null when all are fine. */
export function refuseStartInstructions(process: ExecutableProcess, elementIds: readonly string[]): Rejection | null {
  const missing = elementIds.find((id) => process.elements[id] === undefined);
  if (missing !== undefined) return { reason: 'INVALID_ARGUMENT', message: `${PREFIX} no element found with id '${missing}'.` };
  for (const id of elementIds) {
    const element = process.elements[id];
    if (!element) continue;
    if (NOT_STARTABLE.has(element.type)) {
      return { reason: 'INVALID_ARGUMENT', message: `${PREFIX} the element with id '${id}' targets unsupported element type '${element.type}'.` };
    }
    for (let scope = process.elements[element.flowScopeId ?? '']; scope; scope = process.elements[scope.flowScopeId ?? '']) {
      if (scope.multiInstance) {
        return {
          reason: 'INVALID_ARGUMENT',
          message: `${PREFIX} the element with id '${id}' is inside a multi-instance subprocess. The creation of elements inside a multi-instance subprocess is not supported.`,
        };
      }
      if (scope.type === 'EVENT_SUB_PROCESS') {
        return {
          reason: 'INVALID_ARGUMENT',
          message: `${PREFIX} the element with id '${id}' is inside an event subprocess, which only its start event's trigger starts. The creation of elements inside an event subprocess is not supported.`,
        };
      }
    }
    if (element.incoming.some((flowId) => process.elements[process.flows[flowId]?.sourceId ?? '']?.type === 'EVENT_BASED_GATEWAY')) {
      return {
        reason: 'INVALID_ARGUMENT',
        message: `${PREFIX} the element with id '${id}' belongs to an event-based gateway. The creation of elements belonging to an event-based gateway is not supported.`,
      };
    }
  }
  return null;
}

/**
 * Where a created instance starts when the request named elements (`startInstructions`): each scope on the way
 * down to one of them starts at its children on those paths instead of at its none start event, once.
 */
export class StartInstructions {
  private readonly used = new Set<string>();

  constructor(
    private readonly process: ExecutableProcess,
    private readonly elementIds: readonly string[],
  ) {}

  /** The children of the scope to activate instead of its none start event, in the order asked; null if none. */
  takeChildrenOf(scopeId: string): string[] | null {
    if (this.used.has(scopeId)) return null;
    const children = [...new Set(this.elementIds.flatMap((id) => this.childOnPathTo(scopeId, id) ?? []))];
    if (children.length === 0) return null;
    this.used.add(scopeId);
    return children;
  }

  private childOnPathTo(scopeId: string, elementId: string): string | null {
    for (let element = this.process.elements[elementId]; element; element = this.process.elements[element.flowScopeId ?? '']) {
      if (element.flowScopeId === scopeId) return element.id;
    }
    return null;
  }
}
