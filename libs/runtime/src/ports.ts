import type { ExecutableCalledDecision, ExecutableCalledElement, ExecutableLinkedResource } from '@baton/bpmn-model';
import type { DecisionModel } from '@baton/dmn';
import type { JsonObject } from '@baton/feel';

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

/** A deployed decision a business rule task can evaluate, with the compiled model of its decision requirements. */
export interface CalledDecision {
  decisionKey: string;
  decisionId: string;
  decisionName: string;
  version: number;
  decisionRequirementsKey: string;
  decisionRequirementsId: string;
  model: DecisionModel;
}

/** The deployed decisions business rule tasks may evaluate, as the engine knows them when the command runs. */
export interface DecisionCatalog {
  /** The deployment that contained the calling instance's process (binding type `deployment`). */
  deploymentKey: string;
  find(decisionId: string, bindingType: ExecutableCalledDecision['bindingType'], versionTag: string | null): CalledDecision | null;
}

/** The deployed resources a job's `zeebe:linkedResources` may name (Zeebe's RPA scripts and other resources). */
export interface LinkedResourceCatalog {
  /** The deployment that contained the instance's process (binding type `deployment`). */
  deploymentKey: string;
  /** The key of the resource the binding picks, or null when there is none. */
  find(resourceId: string, bindingType: ExecutableLinkedResource['bindingType'], versionTag: string | null): string | null;
}

/** A worker's poll that takes a job the moment it is created: the worker it names and how long it holds the job. */
export interface JobWaiter {
  worker: string;
  timeoutMs: number;
}

/** The workers' polls waiting for jobs where the command runs (Zeebe's job push). */
export interface JobWaiters {
  /**
   * Takes a claim for a job of the type just created, for a poll waiting for one; null when none waits. The runtime
   * then activates the job in the same command; the claim is the engine's to settle once the command is written.
   */
  claim(jobType: string, jobKey: string): JobWaiter | null;
}

/**
 * A global task listener of the instance's tenant (Camunda 8.9's `/v2/global-task-listeners`): it applies to every
 * Camunda user task, before the model's listeners or, with `afterNonGlobal`, after them; higher priorities first.
 */
export interface GlobalTaskListener {
  id: string;
  type: string;
  retries: number;
  /** Camunda's event types; `all` stands for every one. */
  eventTypes: readonly string[];
  afterNonGlobal: boolean;
  priority: number;
}

/**
 * What the runtime needs from the outside world, injected so that it stays pure: tests pin time and keys
 * and compare event logs exactly.
 */
/** Camunda's cluster variables a command's expressions read: the global ones and the instance's tenant's, by name. */
export interface ClusterVariables {
  cluster: JsonObject;
  tenant: JsonObject;
}

export interface RuntimePorts {
  /** Engine time in epoch milliseconds. */
  now(): number;
  /** A new unique key (an int64 as a decimal string). */
  nextKey(): string;
  /** The processes call activities may call; without it, none is deployed. */
  calledProcesses?: CalledProcessCatalog;
  /** The decisions business rule tasks may evaluate; without it, none is deployed. */
  decisions?: DecisionCatalog;
  /** The resources linked resources resolve to; without it, none is deployed and each is an incident. */
  linkedResources?: LinkedResourceCatalog;
  /** The polls a created job is handed to at once; without it, every job waits for a poll to find it. */
  jobWaiters?: JobWaiters;
  /** The tenant's global task listeners; without it, there are none. */
  globalTaskListeners?: readonly GlobalTaskListener[];
  /**
   * The cluster variables, given only to the commands of processes whose expressions name `camunda.vars`; without
   * it, `camunda` is an ordinary (absent) variable.
   */
  clusterVariables?: ClusterVariables;
}
