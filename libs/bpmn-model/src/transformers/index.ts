import { callActivityTransformer } from './call-activity.transformer.js';
import { businessRuleTaskTransformer } from './business-rule-task.transformer.js';
import { adHocSubProcessTransformer } from './ad-hoc-sub-process.transformer.js';
import { boundaryEventTransformer } from './boundary-event.transformer.js';
import { endEventTransformer } from './end-event.transformer.js';
import { eventBasedGatewayTransformer } from './event-based-gateway.transformer.js';
import { exclusiveGatewayTransformer } from './exclusive-gateway.transformer.js';
import { inclusiveGatewayTransformer } from './inclusive-gateway.transformer.js';
import { intermediateCatchEventTransformer } from './intermediate-catch-event.transformer.js';
import { intermediateThrowEventTransformer } from './intermediate-throw-event.transformer.js';
import { manualTaskTransformer } from './manual-task.transformer.js';
import { parallelGatewayTransformer } from './parallel-gateway.transformer.js';
import { receiveTaskTransformer } from './receive-task.transformer.js';
import { scriptTaskTransformer } from './script-task.transformer.js';
import { sendTaskTransformer } from './send-task.transformer.js';
import { serviceTaskTransformer } from './service-task.transformer.js';
import { startEventTransformer } from './start-event.transformer.js';
import { subProcessTransformer } from './sub-process.transformer.js';
import { taskTransformer } from './task.transformer.js';
import type { ElementTransformer } from './transform-context.js';
import { unsupportedTransformer } from './unsupported.transformer.js';
import { userTaskTransformer } from './user-task.transformer.js';

export { processTransformer } from './process.transformer.js';
export { createSequenceFlow } from './sequence-flow.transformer.js';
export type { ElementTransformer, TransformContext } from './transform-context.js';

const TRANSFORMERS: ReadonlyMap<string, ElementTransformer> = new Map([
  ['bpmn:StartEvent', startEventTransformer],
  ['bpmn:EndEvent', endEventTransformer],
  ['bpmn:IntermediateThrowEvent', intermediateThrowEventTransformer],
  ['bpmn:IntermediateCatchEvent', intermediateCatchEventTransformer],
  ['bpmn:BoundaryEvent', boundaryEventTransformer],
  ['bpmn:ServiceTask', serviceTaskTransformer],
  ['bpmn:SendTask', sendTaskTransformer],
  ['bpmn:BusinessRuleTask', businessRuleTaskTransformer],
  ['bpmn:ScriptTask', scriptTaskTransformer],
  ['bpmn:UserTask', userTaskTransformer],
  ['bpmn:ReceiveTask', receiveTaskTransformer],
  ['bpmn:ManualTask', manualTaskTransformer],
  ['bpmn:Task', taskTransformer],
  ['bpmn:SubProcess', subProcessTransformer],
  ['bpmn:AdHocSubProcess', adHocSubProcessTransformer],
  ['bpmn:CallActivity', callActivityTransformer],
  ['bpmn:ExclusiveGateway', exclusiveGatewayTransformer],
  ['bpmn:ParallelGateway', parallelGatewayTransformer],
  ['bpmn:EventBasedGateway', eventBasedGatewayTransformer],
  ['bpmn:InclusiveGateway', inclusiveGatewayTransformer],
]);

/** The transformer for a flow node's moddle type; kinds the runtime cannot execute get the refusing one. */
export function transformerFor(moddleType: string): ElementTransformer {
  return TRANSFORMERS.get(moddleType) ?? unsupportedTransformer;
}
