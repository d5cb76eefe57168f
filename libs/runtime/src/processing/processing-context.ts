import type { ExecutableElement, ExecutableSequenceFlow } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import { applyEvent } from '../appliers/apply-event.js';
import { innerInstanceElement } from '../model/ad-hoc-inner-instance.js';
import type { ElementInstance, ElementInstanceType, ProcessInstanceState } from '../model/instance-state.js';
import type { RuntimeEvent, TimedRuntimeEvent } from '../model/runtime-event.js';
import type { Step } from '../model/step.js';
import type { RuntimePorts } from '../ports.js';
import { ConditionWatch, watchesConditions } from './condition-watch.js';
import type { StartInstructions } from './start-instructions.js';
import type { StepResult } from './step-failure.js';

/** Steps live in the model: a suspended instance keeps those it buffered (Suspension). */
export type { LoopItem, Step } from '../model/step.js';

/**
 * The behaviour of one BPMN element type. Processors decide and emit events; a returned failure becomes
 * an incident and leaves the element where it was, so resolving the incident retries the same step.
 * It lives beside the context because each names the other: a processor works on the context, and the context gives
 * the state transitions the processor of each element type, as Zeebe gives its behaviours a lookup instead of the processors.
 */
export interface ElementProcessor {
  /** The element is ACTIVATING and its input mappings are applied: start the work, or pass through. */
  onActivate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null>;
  /** The element is COMPLETING: apply what it delivered (output mappings) before it completes. */
  onComplete(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null>;
  /** Which outgoing flows to take once completed. */
  selectOutgoingFlows(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<ExecutableSequenceFlow[]>;
  /** The element is TERMINATING: withdraw what it opened (jobs, subscriptions). */
  onTerminate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): void;
  /**
   * After withdrawing: whether something must answer before the element is terminated (a user task's canceling
   * listeners); it then stays TERMINATING until that is over.
   */
  holdTermination?(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): boolean;
}

/** The processor of each element type; processCommand gives each context the registry's, so no behaviour imports a processor. */
export type ProcessorLookup = (type: ElementInstanceType) => ElementProcessor;

/** The state of one command being processed: emitted events are applied at once, follow-up steps are queued. */
export class ProcessingContext {
  readonly events: TimedRuntimeEvent[] = [];
  private readonly steps: Step[] = [];
  /** Set while creating an instance the request asked to start at given elements. */
  startInstructions: StartInstructions | null = null;
  /** Kept only for a process with conditional events: what their conditions must be checked against. */
  readonly conditions: ConditionWatch | null;

  constructor(
    readonly state: ProcessInstanceState,
    readonly ports: RuntimePorts,
    readonly processorFor: ProcessorLookup,
    /** The timer, message or signal start event that created the instance, when it was not the none start event. */
    readonly startEventId: string | null = null,
    /** What that start event delivered, when its output mappings decide which of it reaches the process. */
    readonly startEventVariables: JsonObject | null = null,
  ) {
    this.conditions = watchesConditions(state.process) ? new ConditionWatch() : null;
  }

  emit(event: RuntimeEvent): void {
    const timestamp = this.ports.now();
    applyEvent(this.state, event, timestamp);
    this.events.push({ ...event, timestamp });
    this.conditions?.note(event);
  }

  schedule(step: Step): void {
    this.steps.push(step);
  }

  nextStep(): Step | undefined {
    return this.steps.shift();
  }

  /** Hands over the queued steps (a suspended instance keeps them until it is resumed). */
  takeSteps(): Step[] {
    return this.steps.splice(0, this.steps.length);
  }

  /** A queued activation is a token already on its way into the scope, so the scope is not done yet. */
  hasQueuedActivation(flowScopeKey: string): boolean {
    return this.steps.some((step) => step.kind === 'activate' && step.flowScopeKey === flowScopeKey);
  }

  /** The elements that tokens on their way into a scope are about to activate. */
  queuedActivations(flowScopeKey: string): string[] {
    return this.steps.flatMap((step) => (step.kind === 'activate' && step.flowScopeKey === flowScopeKey ? [step.elementId] : []));
  }

  /** Tokens on their way into a scope that ends at once go nowhere. */
  dropQueuedActivations(flowScopeKey: string): void {
    const kept = this.steps.filter((step) => step.kind !== 'activate' || step.flowScopeKey !== flowScopeKey);
    this.steps.splice(0, this.steps.length, ...kept);
  }

  /** An element of the process, or the one an ad-hoc sub-process's inner instance stands for. */
  element(elementId: string): ExecutableElement {
    const element = this.state.process.elements[elementId] ?? innerInstanceElement(this.state.process, elementId);
    if (!element) throw new Error(`element ${elementId} is not in process ${this.state.process.id}`);
    return element;
  }

  flow(flowId: string): ExecutableSequenceFlow {
    const flow = this.state.process.flows[flowId];
    if (!flow) throw new Error(`sequence flow ${flowId} is not in process ${this.state.process.id}`);
    return flow;
  }

  instance(elementInstanceKey: string): ElementInstance {
    const instance = this.state.elementInstances.get(elementInstanceKey);
    if (!instance) throw new Error(`no element instance ${elementInstanceKey}`);
    return instance;
  }
}

/** The identifying part shared by every element lifecycle event. */
export function elementEventBase(instance: ElementInstance) {
  return {
    elementInstanceKey: instance.key,
    elementId: instance.elementId,
    elementType: instance.elementType,
    flowScopeKey: instance.flowScopeKey,
  };
}
