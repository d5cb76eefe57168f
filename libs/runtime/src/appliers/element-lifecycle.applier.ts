import type { ElementLifecycleState, ProcessInstanceState } from '../model/instance-state.js';
import type { ElementActivating, RuntimeEvent } from '../model/runtime-event.js';
import { TransitionRefused } from '../model/transition-refused.js';
import { consumeJoinTokens } from './sequence-flow.applier.js';

type LifecycleEvent = Extract<
  RuntimeEvent,
  { type: 'ElementActivated' | 'ElementCompleting' | 'ElementCompleted' | 'ElementTerminating' | 'ElementTerminated' }
>;

/** The element lifecycle as a table: the states each transition may start from. */
const TRANSITIONS: Record<LifecycleEvent['type'], { from: ElementLifecycleState[]; to: ElementLifecycleState }> = {
  ElementActivated: { from: ['ACTIVATING'], to: 'ACTIVATED' },
  ElementCompleting: { from: ['ACTIVATED'], to: 'COMPLETING' },
  ElementCompleted: { from: ['COMPLETING'], to: 'COMPLETED' },
  ElementTerminating: { from: ['ACTIVATING', 'ACTIVATED', 'COMPLETING'], to: 'TERMINATING' },
  ElementTerminated: { from: ['TERMINATING'], to: 'TERMINATED' },
};

export function applyElementActivating(state: ProcessInstanceState, event: ElementActivating, timestamp: number): void {
  const existing = state.elementInstances.get(event.elementInstanceKey);
  if (existing) {
    throw new TransitionRefused(`ElementActivating: element instance ${existing.key} exists already (${existing.elementId}, ${existing.state})`);
  }
  const element = state.process.elements[event.elementId];
  if (element?.type === 'PARALLEL_GATEWAY' && element.incoming.length > 1 && event.flowScopeKey) {
    consumeJoinTokens(state, event.flowScopeKey, element.incoming);
  }
  state.elementInstances.set(event.elementInstanceKey, {
    key: event.elementInstanceKey,
    elementId: event.elementId,
    elementType: event.elementType,
    flowScopeKey: event.flowScopeKey,
    state: 'ACTIVATING',
    startTime: timestamp,
    endTime: null,
    incidentKey: null,
    jobKey: null,
    pendingJoins: {},
    completionVariables: null,
    triggeredEventId: null,
    calledProcessInstanceKey: null,
  });
}

/** The one gate every lifecycle transition passes: a transition from a wrong state rejects the whole command. */
export function applyLifecycleTransition(state: ProcessInstanceState, event: LifecycleEvent, timestamp: number): void {
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (!instance) throw new TransitionRefused(`${event.type}: no element instance ${event.elementInstanceKey}`);
  const transition = TRANSITIONS[event.type];
  if (!transition.from.includes(instance.state)) {
    throw new TransitionRefused(`${event.type}: element instance ${instance.key} (${instance.elementId}) is ${instance.state}`);
  }
  instance.state = transition.to;
  if (transition.to === 'COMPLETED' || transition.to === 'TERMINATED') {
    instance.endTime = timestamp;
    instance.pendingJoins = {};
    instance.completionVariables = null;
  }
}
