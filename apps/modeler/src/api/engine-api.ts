import type {
  ConversionResult,
  DecisionEvaluationById,
  DeploymentResult,
  DeploymentValidationResult,
  EvaluateDecisionResult,
  ModelCreationRequest,
  ModelForm,
  ModelList,
  ModelRevisionRequest,
  ModelRevisionResult,
  ProcessDefinitionResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import { accessToken } from '../auth/keycloak';

/** A refusal of the engine, with the problem's `detail` as message. */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A resource as deployed: BPMN, DMN or form, by file name. */
export interface Resource {
  name: string;
  content: string;
}

/** One request with the user's token; the answer parsed as JSON (undefined when empty), a refusal thrown as EngineError. */
export async function call<T>(method: string, path: string, body?: BodyInit, contentType?: string): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(path, { method, headers, body });
  const text = await response.text();
  // JSON (and problem+json) is parsed; anything else (a definition's XML) is the text itself.
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  const parsed = text === '' ? undefined : isJson ? (JSON.parse(text) as unknown) : text;
  if (!response.ok) {
    const detail = (parsed as { detail?: string } | undefined)?.detail;
    throw new EngineError(response.status, detail ?? `${method} ${path} answered ${response.status}`);
  }
  return parsed as T;
}

/** A request with a JSON body (or none). */
export const json = <T>(method: string, path: string, body?: unknown) =>
  call<T>(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : 'application/json');

/** The engine's REST API as the modeler uses it, always with the user's token. */
export const engineApi = {
  validate: (resources: Resource[]) => json<DeploymentValidationResult>('POST', '/baton/v1/deployments/validation', { resources }),

  deploy(resources: Resource[]): Promise<DeploymentResult> {
    const form = new FormData();
    for (const resource of resources) form.append('resources', new Blob([resource.content], { type: 'application/octet-stream' }), resource.name);
    return call<DeploymentResult>('POST', '/v2/deployments', form);
  },

  listModels: async () => (await json<ModelList>('GET', '/baton/v1/models')).items,
  getModel: (modelKey: string) => json<ModelRevisionResult>('GET', `/baton/v1/models/${modelKey}`),
  listRevisions: async (modelKey: string) => (await json<ModelList>('GET', `/baton/v1/models/${modelKey}/revisions`)).items,
  getRevision: (modelKey: string, revision: number) => json<ModelRevisionResult>('GET', `/baton/v1/models/${modelKey}?revision=${revision}`),
  convert: (xml: string) => json<ConversionResult>('POST', '/baton/v1/conversions', { xml }),
  createModel: (request: ModelCreationRequest) => json<ModelRevisionResult>('POST', '/baton/v1/models', request),
  saveRevision: (modelKey: string, request: ModelRevisionRequest) => json<ModelRevisionResult>('POST', `/baton/v1/models/${modelKey}/revisions`, request),
  // Newest versions first per process; a library lists what a person browses (a page of 200), not every version ever.
  deployedVersions: async () =>
    (
      await json<SearchQueryResponse<ProcessDefinitionResult>>('POST', '/v2/process-definitions/search', {
        page: { limit: 200 },
        sort: [
          { field: 'processDefinitionId', order: 'ASC' },
          { field: 'version', order: 'DESC' },
        ],
      })
    ).items,
  /** The deployed versions of one process, newest first (a page of 50: what a library's revisions are matched against). */
  versionsOfProcess: async (processDefinitionId: string) =>
    (
      await json<SearchQueryResponse<ProcessDefinitionResult>>('POST', '/v2/process-definitions/search', {
        filter: { processDefinitionId },
        page: { limit: 50 },
        sort: [{ field: 'version', order: 'DESC' }],
      })
    ).items,
  deployedXml: (processDefinitionKey: string) => call<string>('GET', `/v2/process-definitions/${processDefinitionKey}/xml`),
  deployedVersion: async (processDefinitionKey: string) => {
    const [definition, xml] = await Promise.all([
      json<ProcessDefinitionResult>('GET', `/v2/process-definitions/${processDefinitionKey}`),
      call<string>('GET', `/v2/process-definitions/${processDefinitionKey}/xml`),
    ]);
    return { definition, xml };
  },
  evaluateDecision: (request: DecisionEvaluationById) => json<EvaluateDecisionResult>('POST', '/v2/decision-definitions/evaluation', request),
};

export type { EvaluateDecisionResult, ModelForm, ModelRevisionResult };
