export interface WorkerOptions {
  engineUrl: string;
  servicesUrl: string;
  authStrategy?: 'OAUTH' | 'NONE';
  holdAfterCharge?: string | null;
  jobTimeoutMs?: number;
}

/** One job worker per job type of the order-fulfilment saga. */
export function startWorkers(options: WorkerOptions): { stop(): void };
