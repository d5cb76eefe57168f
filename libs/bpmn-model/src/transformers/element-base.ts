import type { ExecutableElement, ExecutableElementType } from '../executable-model.js';
import { type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { readExecutionListeners } from './execution-listeners.js';
import { reportUnreadExtensions } from './extension-policy.js';
import { readIoMapping } from './io-mapping.js';
import type { TransformContext } from './transform-context.js';

/**
 * The fields every flow node shares. `reads` lists the Zeebe extension elements the caller handles;
 * `zeebe:IoMapping` in it makes this read the variable mappings. Execution listeners are read here for every kind,
 * each refused where Zeebe refuses it.
 */
export function createBaseElement(node: ModdleElement, type: ExecutableElementType, reads: readonly string[], context: TransformContext): ExecutableElement {
  reportUnreadExtensions(node, [...reads, 'zeebe:ExecutionListeners'], context);
  const listeners = readExecutionListeners(node, type, context);
  const mappings = reads.includes('zeebe:IoMapping') ? readIoMapping(node, context) : { inputMappings: [], outputMappings: [] };
  return {
    id: node.id ?? '',
    name: stringProperty(node, 'name') ?? null,
    type,
    bpmnType: node.$type,
    flowScopeId: context.processId,
    incoming: [],
    outgoing: [],
    defaultFlowId: null,
    ...mappings,
    ...(listeners.length > 0 ? { executionListeners: listeners } : {}),
  };
}
