// The closed-loop workloads of the harness (A to D): their models, job workers and how one instance runs from its
// start to its completion over the REST API. E (timers) and F (waiting instances) are bench/timers.mjs and
// bench/waiting-instances.mjs, which the harness runs as they are.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sleep } from './engine.mjs';
import { JOB_TYPE, PROCESS_ID, startAndAwaitJob } from './workload.mjs';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
const model = (file) => `${BENCH_DIR}${file}`;
const now = () => performance.now();
/** How often a lane asks for its user task while the instance has not reached it yet (workload D). */
const USER_TASK_POLL_MS = 10;

/** The instance's open user task, asked for until it exists; counts the searches in `stats.userTaskSearches`. */
async function openUserTask(client, processInstanceKey, stats) {
  for (;;) {
    stats.userTaskSearches++;
    const found = await client.searchUserTasks({ processInstanceKey, state: 'CREATED' }, 1);
    if (found.items.length > 0) return found.items[0];
    await sleep(USER_TASK_POLL_MS);
  }
}

export const WORKLOADS = {
  A: {
    id: 'A',
    title: 'start -> end',
    models: [model('models/start-end.bpmn')],
    processId: 'bench-start-end',
    defaultN: 3000,
    defaultWarmup: 4000,
    workers: [],
    ceiling: 'a-start-end.sql',
    bpmnEngine: { model: model('models/start-end.bpmn') },
    // The instance completes in its start command: the start's answer is its completion.
    runOne: async ({ client, seq }) => {
      const startAt = now();
      const { processInstanceKey } = await client.startProcess('bench-start-end', { seq });
      const startedAt = now();
      return { processInstanceKey, startAt, startedAt, completedAt: startedAt };
    },
  },
  B: {
    id: 'B',
    title: `start -> service task (${JOB_TYPE}) -> end; workers over HTTP`,
    // CLIENT=grpc: the same instances started and their jobs worked over the gateway (grpc-gateway.mjs).
    grpcTitle: `start -> service task (${JOB_TYPE}) -> end; starts and workers over gRPC`,
    models: [model('bench-process.bpmn')],
    processId: PROCESS_ID,
    defaultN: 4000,
    defaultWarmup: 4000,
    workers: [{ type: JOB_TYPE, final: true }],
    ceiling: 'b-service-task.sql',
    bpmnEngine: { model: model('bench-process.bpmn') },
    runOne: startAndAwaitJob,
  },
  C: {
    id: 'C',
    title: 'start -> user task -> end; the user task found and completed over HTTP',
    models: [model('models/user-task.bpmn')],
    processId: 'bench-user-task',
    defaultN: 2000,
    defaultWarmup: 4000,
    workers: [],
    ceiling: 'c-user-task.sql',
    bpmnEngine: { model: model('models/user-task.bpmn') },
    // As a task list does: search the instance's open task (there at once: created in the start command), complete it.
    runOne: async ({ client, seq, stats }) => {
      const startAt = now();
      const { processInstanceKey } = await client.startProcess('bench-user-task', { seq });
      const startedAt = now();
      const task = await openUserTask(client, processInstanceKey, stats);
      await client.completeUserTask(task.userTaskKey, { approved: true });
      return { processInstanceKey, startAt, startedAt, completedAt: now() };
    },
  },
  D: {
    id: 'D',
    title: 'order: io mappings, timer boundary (not firing), exclusive gateway, message catch, 2 service tasks, user task, sub-process',
    models: [model('models/order-process.bpmn')],
    processId: 'bench-order',
    defaultN: 600,
    defaultWarmup: 1000,
    workers: [
      { type: 'bench-reserve', final: false, variables: (job) => ({ reservation: `R-${job.jobKey}` }) },
      { type: 'bench-ship', final: true, variables: (job) => ({ trackingNumber: `T-${job.jobKey}` }) },
    ],
    ceiling: null,
    bpmnEngine: null,
    // The payment message is published right after the start: it waits in the buffer until the instance, once its
    // stock is reserved, subscribes. The approval is asked for until the instance reached it.
    runOne: async ({ client, board, seq, stats }) => {
      const orderId = `order-${seq}`;
      const startAt = now();
      const { processInstanceKey } = await client.startProcess('bench-order', {
        orderId,
        amount: 100 + (seq % 50),
        items: [
          { sku: 'A-1', quantity: 1 },
          { sku: 'B-2', quantity: 2 },
        ],
      });
      const startedAt = now();
      await client.publishMessage('payment-received', orderId, 60_000, { paidAt: new Date().toISOString() });
      const task = await openUserTask(client, processInstanceKey, stats);
      await client.completeUserTask(task.userTaskKey, { approved: true });
      const completedAt = await board.completionOf(processInstanceKey);
      return { processInstanceKey, startAt, startedAt, completedAt };
    },
  },
};
