import type { ExecutableCalledElement } from '@baton/bpmn-model';

/** A deployed process a call activity can start. */
export interface CalledProcess {
  processDefinitionKey: string;
  bpmnProcessId: string;
  hasNoneStartEvent: boolean;
}

/** The deployed processes a call activity may call, as the engine knows them when the command runs. */
export interface CalledProcessCatalog {
  /** The deployment that contained the calling instance's process (binding type `deployment`). */
  deploymentKey: string;
  find(processId: string, bindingType: ExecutableCalledElement['bindingType'], versionTag: string | null): CalledProcess | null;
}

/**
 * What the runtime needs from the outside world, injected so that it stays pure: tests pin time and keys
 * and compare event logs exactly.
 */
export interface RuntimePorts {
  /** Engine time in epoch milliseconds. */
  now(): number;
  /** A new unique key (an int64 as a decimal string). */
  nextKey(): string;
  /** The processes call activities may call; without it, none is deployed. */
  calledProcesses?: CalledProcessCatalog;
}
