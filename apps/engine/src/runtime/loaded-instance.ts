import type { Incident, ProcessInstanceState, TimedRuntimeEvent } from '@baton/runtime';
import type { InstanceIdentity } from './tables/instance-identity.js';

/** What a command loaded: the state for the runtime, and what is needed to write back only what changed. */
export interface LoadedInstance {
  identity: InstanceIdentity;
  state: ProcessInstanceState;
  /** null for an instance that does not exist yet. */
  revision: string | null;
  /** Serialized rows as loaded, by table and key, to find what a command changed. */
  snapshot: Map<string, string>;
  loadedIncidents: Map<string, Incident>;
  /** The instance's tags (given at its creation, never changed; empty until a new instance's write). */
  tags: string[];
  /** The instance's business id, as its tags: given at its creation, null until a new instance's write. */
  businessId: string | null;
}

export interface NewInstanceInfo {
  tags: string[];
  businessId: string | null;
  /** Create the instance only while this definition is the latest version of its process (see InstanceCreation). */
  expectedLatestDefinitionKey?: string;
}

export type InstanceLocator =
  | { processInstanceKey: string }
  | { jobKey: string }
  | { incidentKey: string }
  | { subscriptionKey: string }
  | { userTaskKey: string }
  | { elementInstanceKey: string };

/** A command's result: the instance as its write left it, and the events it recorded. */
export interface CommandOutcome {
  loaded: LoadedInstance;
  events: TimedRuntimeEvent[];
}
