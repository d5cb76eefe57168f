import type { ExecutableProcess } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import { emptyInstanceState, type ProcessInstanceState } from '../model/instance-state.js';
import type { RuntimeCommand } from '../model/runtime-command.js';
import type { TimedRuntimeEvent } from '../model/runtime-event.js';
import { processCommand, type CommandResult } from '../process-command.js';
import type { CalledProcessCatalog, DecisionCatalog, GlobalTaskListener, JobWaiters, LinkedResourceCatalog, RuntimePorts } from '../ports.js';

/** Pinned time and counting keys, so specs compare event logs exactly. */
export class FixedPorts implements RuntimePorts {
  private counter = 0;
  calledProcesses?: CalledProcessCatalog;
  decisions?: DecisionCatalog;
  jobWaiters?: JobWaiters;
  linkedResources?: LinkedResourceCatalog;
  globalTaskListeners?: readonly GlobalTaskListener[];
  constructor(public time = 1_000) {}
  now(): number {
    return this.time;
  }
  nextKey(): string {
    this.counter += 1;
    return String(100 + this.counter);
  }
}

/** One process instance driven through the pure runtime, as the engine would, without a database. */
export class InstanceHarness {
  readonly ports = new FixedPorts();
  readonly state: ProcessInstanceState;
  readonly log: TimedRuntimeEvent[] = [];

  constructor(process: ExecutableProcess) {
    this.state = emptyInstanceState('1', '9', 1, process);
  }

  start(variables: JsonObject = {}): string[] {
    return this.send({ type: 'CreateProcessInstance', variables });
  }

  /** Sends a command and returns its events in a compact, readable form. */
  send(command: RuntimeCommand): string[] {
    const result: CommandResult = processCommand(this.state, command, this.ports);
    if (!result.accepted) throw new Error(`rejected: ${result.rejection.message}`);
    this.log.push(...result.events);
    return result.events.map(describeEvent);
  }

  jobKeyOf(elementId: string): string {
    const job = [...this.state.jobs.values()].find((candidate) => candidate.elementId === elementId && candidate.state !== 'COMPLETED');
    if (!job) throw new Error(`no open job for ${elementId}`);
    return job.key;
  }

  processInstanceState(): string | undefined {
    return this.state.elementInstances.get('1')?.state;
  }

  variable(name: string, scopeKey = '1'): unknown {
    return this.state.variables.get(scopeKey)?.get(name)?.value;
  }
}

export function describeEvent(event: TimedRuntimeEvent): string {
  switch (event.type) {
    case 'ElementActivating':
    case 'ElementActivated':
    case 'ElementCompleting':
    case 'ElementCompleted':
    case 'ElementTerminating':
    case 'ElementTerminated':
      return event.elementType === 'MULTI_INSTANCE_BODY' ? `${event.type} ${event.elementId} (body)` : `${event.type} ${event.elementId}`;
    case 'SequenceFlowTaken':
      return `${event.type} ${event.flowId}`;
    case 'VariableCreated':
    case 'VariableUpdated':
      return `${event.type} ${event.name}=${JSON.stringify(event.value)}`;
    case 'OutputElementCollected':
      return `${event.type} ${event.name}[${event.position}]=${JSON.stringify(event.value)}`;
    case 'JobCreated':
      return `${event.type} ${event.elementId} ${event.jobType}`;
    case 'UserTaskTransitionDenied':
      return `${event.type} ${event.eventType}`;
    case 'IncidentCreated':
      return `${event.type} ${event.elementId} ${event.errorType}`;
    case 'DecisionEvaluated':
      return `${event.type} ${event.decisionId} v${event.decisionVersion} ${event.failureMessage === null ? JSON.stringify(event.output) : 'failed'}`;
    case 'ElementInstanceMigrated':
      return `${event.type} ${event.sourceElementId} -> ${event.elementId}`;
    case 'InstanceCommandRequested':
      return `${event.type} ${event.command.type} for ${event.processInstanceKey}`;
    case 'CompensationHandlerActivated':
      return `${event.type} ${event.elementId} for ${event.compensatedElementId}`;
    case 'CompensationRecorded':
    case 'CompensationCompleted':
      return `${event.type} ${event.type === 'CompensationRecorded' ? event.elementId : event.compensatedElementId}`;
    default:
      return event.type;
  }
}
