import type { ElementConverter } from './element-converter.js';
import { take } from './element-converter.js';

const ASYNC = 'Camunda 8 runs every step asynchronously: there is no transaction boundary to set';

/** Camunda 7 attributes with no effect in Camunda 8, removed with a note saying why. */
const DROPPED: Readonly<Record<string, string>> = {
  'camunda:async': ASYNC,
  'camunda:asyncBefore': ASYNC,
  'camunda:asyncAfter': ASYNC,
  'camunda:exclusive': ASYNC,
  'camunda:jobPriority': 'job priorities of asynchronous continuations do not exist in Camunda 8',
  'camunda:taskPriority': 'external task priorities are not carried over: workers activate jobs by type',
  'camunda:historyTimeToLive': 'history cleanup is configured on the engine, not in the model',
  'camunda:isStartableInTasklist': 'who may start the process is decided by roles, not by the model',
  'camunda:candidateStarterGroups': 'who may start the process is decided by roles, not by the model',
  'camunda:candidateStarterUsers': 'who may start the process is decided by roles, not by the model',
  'camunda:modelerTemplate': 'Camunda 7 element templates do not apply to the Zeebe dialect',
  'camunda:modelerTemplateVersion': 'Camunda 7 element templates do not apply to the Zeebe dialect',
  'camunda:diagramRelationId': 'a Camunda 7 modeler attribute',
  'camunda:errorMessage': 'a bpmn:error has no message in Camunda 8; a job worker gives one when it throws the error',
};

/** Runs after the job converters, which turn a retry cycle into job retries; what is left retried asynchronous continuations. */
export const convertDroppedAttributes: ElementConverter = (element, context) => {
  for (const [name, reason] of Object.entries(DROPPED)) {
    const value = take(element, name);
    if (value === undefined) continue;
    context.info(element, `removed ${name}="${value}": ${reason}`);
  }
  for (const extension of context.extensions(element)) {
    if (extension.$type !== 'camunda:FailedJobRetryTimeCycle') continue;
    context.removeExtension(element, extension);
    context.info(element, `removed camunda:failedJobRetryTimeCycle: ${ASYNC}, so there is no asynchronous continuation to retry`);
  }
};
