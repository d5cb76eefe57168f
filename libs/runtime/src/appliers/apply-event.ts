import type { ProcessInstanceState } from '../model/instance-state.js';
import type { EventOfType, RuntimeEvent, RuntimeEventType } from '../model/runtime-event.js';
import { applyElementActivating, applyLifecycleTransition } from './element-lifecycle.applier.js';
import { applyIncidentCreated, applyIncidentResolved } from './incident.applier.js';
import {
  applyJobCanceled,
  applyJobCompleted,
  applyJobCreated,
  applyJobErrorThrown,
  applyJobFailed,
  applyJobRetriesUpdated,
} from './job.applier.js';
import { applySequenceFlowTaken } from './sequence-flow.applier.js';
import { applyCompletionVariablesStored, applyVariableWritten } from './variable.applier.js';

type Applier<T extends RuntimeEventType> = (state: ProcessInstanceState, event: EventOfType<T>, timestamp: number) => void;

/** One applier per event type; the mapped type makes a missing one a compile error. */
const APPLIERS: { [T in RuntimeEventType]: Applier<T> } = {
  ElementActivating: applyElementActivating,
  ElementActivated: applyLifecycleTransition,
  ElementCompleting: applyLifecycleTransition,
  ElementCompleted: applyLifecycleTransition,
  ElementTerminating: applyLifecycleTransition,
  ElementTerminated: applyLifecycleTransition,
  SequenceFlowTaken: applySequenceFlowTaken,
  CompletionVariablesStored: applyCompletionVariablesStored,
  VariableCreated: applyVariableWritten,
  VariableUpdated: applyVariableWritten,
  JobCreated: applyJobCreated,
  JobCompleted: applyJobCompleted,
  JobFailed: applyJobFailed,
  JobErrorThrown: applyJobErrorThrown,
  JobRetriesUpdated: applyJobRetriesUpdated,
  JobCanceled: applyJobCanceled,
  IncidentCreated: applyIncidentCreated,
  IncidentResolved: applyIncidentResolved,
};

export function applyEvent(state: ProcessInstanceState, event: RuntimeEvent, timestamp: number): void {
  (APPLIERS[event.type] as Applier<RuntimeEventType>)(state, event, timestamp);
}
