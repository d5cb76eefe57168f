import type { ElementInstanceType } from '../model/instance-state.js';
import type { ElementProcessor } from '../processing/processing-context.js';
import { adHocInnerInstanceProcessor } from './containers/ad-hoc-inner-instance.processor.js';
import { adHocSubProcessProcessor } from './containers/ad-hoc-sub-process.processor.js';
import { callActivityProcessor } from './containers/call-activity.processor.js';
import { processProcessor } from './containers/process.processor.js';
import { eventSubProcessProcessor } from './containers/event-sub-process.processor.js';
import { multiInstanceBodyProcessor } from './containers/multi-instance-body.processor.js';
import { subProcessProcessor } from './containers/sub-process.processor.js';
import { endEventProcessor } from './events/end-event.processor.js';
import { intermediateThrowEventProcessor } from './events/intermediate-throw-event.processor.js';
import { startEventProcessor } from './events/start-event.processor.js';
import { inclusiveGatewayProcessor } from './gateways/inclusive-gateway.processor.js';
import { exclusiveGatewayProcessor } from './gateways/exclusive-gateway.processor.js';
import { parallelGatewayProcessor } from './gateways/parallel-gateway.processor.js';
import { businessRuleTaskProcessor } from './tasks/business-rule-task.processor.js';
import { jobWorkerTaskProcessor } from './tasks/job-worker-task.processor.js';
import { manualTaskProcessor } from './tasks/manual-task.processor.js';
import { scriptTaskProcessor } from './tasks/script-task.processor.js';
import { taskProcessor } from './tasks/task.processor.js';
import { boundaryEventProcessor } from './events/boundary-event.processor.js';
import { intermediateCatchEventProcessor } from './events/intermediate-catch-event.processor.js';
import { eventBasedGatewayProcessor } from './gateways/event-based-gateway.processor.js';
import { receiveTaskProcessor } from './tasks/receive-task.processor.js';
import { userTaskProcessor } from './tasks/user-task.processor.js';

/** The element types the runtime executes; the compiler refuses every other type at deploy time. */
export const EXECUTED_ELEMENT_TYPES = [
  'PROCESS',
  'START_EVENT',
  'END_EVENT',
  'INTERMEDIATE_THROW_EVENT',
  'SERVICE_TASK',
  'SEND_TASK',
  'BUSINESS_RULE_TASK',
  'SCRIPT_TASK',
  'MANUAL_TASK',
  'TASK',
  'EXCLUSIVE_GATEWAY',
  'PARALLEL_GATEWAY',
  'INCLUSIVE_GATEWAY',
  'INTERMEDIATE_CATCH_EVENT',
  'BOUNDARY_EVENT',
  'RECEIVE_TASK',
  'USER_TASK',
  'EVENT_BASED_GATEWAY',
  'SUB_PROCESS',
  'EVENT_SUB_PROCESS',
  'AD_HOC_SUB_PROCESS',
  'AD_HOC_SUB_PROCESS_INNER_INSTANCE',
  'CALL_ACTIVITY',
  'MULTI_INSTANCE_BODY',
] as const satisfies readonly ElementInstanceType[];

export type ExecutedElementType = (typeof EXECUTED_ELEMENT_TYPES)[number];

/** A missing processor for an executed type is a compile error, not a surprise at run time. */
const PROCESSORS: Record<ExecutedElementType, ElementProcessor> = {
  PROCESS: processProcessor,
  START_EVENT: startEventProcessor,
  END_EVENT: endEventProcessor,
  INTERMEDIATE_THROW_EVENT: intermediateThrowEventProcessor,
  SERVICE_TASK: jobWorkerTaskProcessor,
  SEND_TASK: jobWorkerTaskProcessor,
  BUSINESS_RULE_TASK: businessRuleTaskProcessor,
  SCRIPT_TASK: scriptTaskProcessor,
  MANUAL_TASK: manualTaskProcessor,
  TASK: taskProcessor,
  EXCLUSIVE_GATEWAY: exclusiveGatewayProcessor,
  PARALLEL_GATEWAY: parallelGatewayProcessor,
  INCLUSIVE_GATEWAY: inclusiveGatewayProcessor,
  INTERMEDIATE_CATCH_EVENT: intermediateCatchEventProcessor,
  BOUNDARY_EVENT: boundaryEventProcessor,
  RECEIVE_TASK: receiveTaskProcessor,
  USER_TASK: userTaskProcessor,
  EVENT_BASED_GATEWAY: eventBasedGatewayProcessor,
  SUB_PROCESS: subProcessProcessor,
  EVENT_SUB_PROCESS: eventSubProcessProcessor,
  AD_HOC_SUB_PROCESS: adHocSubProcessProcessor,
  AD_HOC_SUB_PROCESS_INNER_INSTANCE: adHocInnerInstanceProcessor,
  CALL_ACTIVITY: callActivityProcessor,
  MULTI_INSTANCE_BODY: multiInstanceBodyProcessor,
};

export function processorFor(type: ElementInstanceType): ElementProcessor {
  const processor = (PROCESSORS as Partial<Record<ElementInstanceType, ElementProcessor>>)[type];
  if (!processor) throw new Error(`no processor for element type ${type}`);
  return processor;
}
