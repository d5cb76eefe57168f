import createCamundaClient, { type JobResultActivateElement } from '@camunda8/orchestration-cluster-api';

export type CamundaClient = ReturnType<typeof createCamundaClient>;

/** Baton reads are strongly consistent, so the client never needs to wait for a projection. */
export const CONSISTENT = { consistency: { waitUpToMs: 0 } };

/**
 * The official Camunda 8 client pointed at a test engine, checking every request and response against Camunda's
 * own schemas (`req:strict,res:strict`, unless `validation` says otherwise): our check that the API is the one Camunda's
 * users already code against.
 */
export function strictCamundaClient(baseUrl: string, validation = 'req:strict,res:strict'): CamundaClient {
  return createCamundaClient({
    config: {
      CAMUNDA_REST_ADDRESS: `${baseUrl}/v2`,
      CAMUNDA_AUTH_STRATEGY: 'NONE',
      CAMUNDA_SDK_VALIDATION: validation,
      CAMUNDA_SDK_LOG_LEVEL: 'error',
    },
  });
}

/** The official client as Camunda 8 Run users configure it: HTTP basic auth with a realm user (AUTH_BASIC=true), strict checks. */
export function basicCamundaClient(baseUrl: string, username: string, password = username): CamundaClient {
  return createCamundaClient({
    config: {
      CAMUNDA_REST_ADDRESS: `${baseUrl}/v2`,
      CAMUNDA_AUTH_STRATEGY: 'BASIC',
      CAMUNDA_BASIC_AUTH_USERNAME: username,
      CAMUNDA_BASIC_AUTH_PASSWORD: password,
      CAMUNDA_SDK_VALIDATION: 'req:strict,res:strict',
      CAMUNDA_SDK_LOG_LEVEL: 'error',
    },
  });
}

/** The client's inputs use branded key types; ours are plain strings from its own responses. */
export const clientInput = <M extends keyof CamundaClient>(_method: M, value: unknown) =>
  value as Parameters<Extract<CamundaClient[M], (...args: never[]) => unknown>>[0];

/** Activates one job of the type (waiting up to 5 s for one) and completes it; returns the element it belonged to. */
export async function completeOneJob(camunda: CamundaClient, type: string, variables: Record<string, unknown> = {}): Promise<string | undefined> {
  const { jobs } = await camunda.activateJobs(clientInput('activateJobs', { type, timeout: 60_000, maxJobsToActivate: 1, requestTimeout: 5_000 }));
  const [job] = jobs;
  await camunda.completeJob(clientInput('completeJob', { jobKey: job?.jobKey, variables }));
  return job?.elementId;
}

/** `elementId STATE` of each element instance of a process instance, in the order they were created. */
export async function elementStatesOf(camunda: CamundaClient, processInstanceKey: string): Promise<string[]> {
  const found = await camunda.searchElementInstances(
    clientInput('searchElementInstances', { filter: { processInstanceKey }, sort: [{ field: 'elementInstanceKey' }] }),
    CONSISTENT,
  );
  return found.items.map((item) => `${item.elementId} ${item.state}`);
}

/** The problem a client call failed with (the client throws it), or null when it succeeded. */
export function refusalOf(call: Promise<unknown>): Promise<{ status?: number; title?: string; detail?: string } | null> {
  return call.then(
    () => null,
    (error: { status?: number; title?: string; detail?: string }) => error,
  );
}

/** An element a job result activates, as the client types it (its element id is a branded type). */
export const activateElement = (elementId: string, variables: Record<string, unknown>) => ({ elementId, variables }) as unknown as JobResultActivateElement;

/**
 * A tool call as Camunda's AI agent connector activates it: the call, and an empty `toolCallResult`, both local to the
 * activation's inner instance, so that each tool's result stays its own even when several run at once.
 */
export const toolCallActivation = (elementId: string, toolCall: Record<string, unknown>) => activateElement(elementId, { toolCall, toolCallResult: '' });
