import { Type } from 'typebox';
import { LongKey, Nullable } from './primitives.js';

const Count = Type.Integer({ minimum: 0, format: 'int64' });
const Instant = Type.String({ format: 'date-time' });

/** Work that waits longest at one element of one process: where an operator looks first for stuck instances. */
export const WaitingElement = Type.Object({
  processDefinitionId: Type.String(),
  elementId: Type.String(),
  elementType: Type.String(),
  waiting: Type.Integer({ minimum: 1, format: 'int64', description: 'Element instances waiting there now.' }),
  oldestSince: Instant,
  oldestProcessInstanceKey: LongKey,
});

/** `GET /baton/v1/operations/overview`: the numbers the operations console opens with, over the caller's tenants. */
export const OperationsOverview = Type.Object({
  processInstances: Type.Object({ active: Count, activeWithIncident: Count, completed: Count, terminated: Count }),
  byProcessDefinition: Type.Array(
    Type.Object({ processDefinitionKey: LongKey, active: Count, activeWithIncident: Count, completed: Count, terminated: Count }),
    { description: 'The same counts per process definition (version) that has instances, in one answer for a page of many versions.' },
  ),
  incidentsByType: Type.Array(Type.Object({ errorType: Type.String(), count: Count })),
  incidentsByProcess: Type.Array(Type.Object({ processDefinitionId: Type.String(), count: Count })),
  longestWaiting: Type.Array(WaitingElement, { description: 'The ten elements whose oldest waiting element instance is oldest.' }),
  jobsPastDeadline: Type.Object({
    count: Count,
    oldestDeadline: Nullable(Instant),
    oldestProcessInstanceKey: Nullable(LongKey, { description: 'The instance of the job whose deadline passed first.' }),
  }),
  compensation: Type.Object({
    running: Type.Integer({ minimum: 0, format: 'int64', description: 'Compensation work running now (handlers and what is inside them).' }),
    instances: Type.Integer({ minimum: 0, format: 'int64', description: 'Process instances it runs in.' }),
    oldestProcessInstanceKey: Nullable(LongKey, { description: 'The instance whose compensation started first.' }),
  }),
  timers: Type.Object({
    due: Type.Integer({ minimum: 0, format: 'int64', description: 'Timers due by now and not fired yet.' }),
    lagMs: Type.Integer({ minimum: 0, format: 'int64', description: 'How long the earliest of them is overdue (0: none).' }),
    earliestProcessInstanceKey: Nullable(LongKey, { description: 'The instance of the earliest of them (null for a timer start event).' }),
  }),
});
