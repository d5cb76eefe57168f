import type { ExecutableElement } from '../executable-model.js';
import { elementList, type ModdleElement } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { duplicateConditions } from './conditional-definition.js';
import { duplicateTriggerNames } from './event-definition.js';
import { checkProcessJobPriority } from './job-priority.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';

export const processTransformer: ElementTransformer = {
  // Zeebe maps variables on flow nodes only: a process has no scope around it to map from or to.
  create(node, context) {
    checkProcessJobPriority(node, (message) => context.problems.onElement(node, message));
    return { ...createBaseElement(node, 'PROCESS', ['zeebe:VersionTag', 'zeebe:JobPriorityDefinition'], context), flowScopeId: null };
  },

  /** A process starts from at most one none start event, and from any number of timer, message and signal start events. */
  validate(process: ExecutableElement, context: TransformContext) {
    const startEvents = [...context.elements.values()].filter((element) => element.type === 'START_EVENT' && element.flowScopeId === process.id);
    const noneStartEvents = startEvents.filter((element) => element.eventDefinition === undefined);
    const eventStartEvents = startEvents.filter((element) => element.eventDefinition !== undefined);

    const [noneStartEvent, ...otherNoneStartEvents] = noneStartEvents;
    if (otherNoneStartEvents.length > 0) {
      const ids = noneStartEvents.map((element) => `'${element.id}'`).join(', ');
      context.problems.onElement(context.process, `the process has more than one none start event: ${ids}; keep exactly one`);
    } else if (noneStartEvent) {
      process.noneStartEventId = noneStartEvent.id;
    }
    if (eventStartEvents.length > 0) process.eventStartEventIds = eventStartEvents.map((element) => element.id);
    if (startEvents.length === 0 && !hasRefusedStartEvent(context.process, context)) {
      context.problems.onElement(context.process, 'the process has no start event: add a none start event, or a timer, message or signal start event');
    }
    for (const kind of ['message', 'signal'] as const) {
      for (const duplicate of duplicateTriggerNames(eventStartEvents, kind)) {
        context.problems.onElement(context.process, `the start events ${duplicate}; the ${kind} start events of a process need distinct ${kind} names`);
      }
    }
    for (const duplicate of duplicateConditions(eventStartEvents)) {
      context.problems.onElement(context.process, `the conditional start events ${duplicate}; each needs a condition of its own`);
    }
  },
};

/** A start event refused with its own problem: the process or sub-process has one, it just cannot run yet. */
export function hasRefusedStartEvent(container: ModdleElement, context: TransformContext): boolean {
  return elementList(container, 'flowElements').some((node) => node.$type === 'bpmn:StartEvent' && node.id !== undefined && context.refusedIds.has(node.id));
}
