import type { ProcessInstanceState } from '../model/instance-state.js';
import type { InstanceCommandRequested } from '../model/runtime-event.js';

/** A call activity remembers the instance it asked for, to complete with it or cancel it. */
export function applyInstanceCommandRequested(state: ProcessInstanceState, event: InstanceCommandRequested): void {
  if (!event.creation) return;
  const callActivity = state.elementInstances.get(event.creation.parent.elementInstanceKey);
  if (callActivity) callActivity.calledProcessInstanceKey = event.processInstanceKey;
}
