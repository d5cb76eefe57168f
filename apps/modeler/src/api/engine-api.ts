import type { EvaluateDecisionResult, ModelForm, ModelRevisionResult, RouteBody } from '@baton/api-contract';
import { engine } from '../auth/session';

/** A resource as deployed: BPMN, DMN or form, by file name. */
export interface Resource {
  name: string;
  content: string;
}

/** The engine's REST API as the modeler uses it, always with the user's token; answers typed by the contract. */
export const engineApi = {
  validate: (resources: Resource[]) => engine.call('validateDeployment', { body: { resources } }),

  deploy(resources: Resource[]) {
    const form = new FormData();
    for (const resource of resources) form.append('resources', new Blob([resource.content], { type: 'application/octet-stream' }), resource.name);
    return engine.call('createDeployment', { body: form });
  },

  listModels: async () => (await engine.call('listModels')).items,
  getModel: (modelKey: string) => engine.call('getModel', { params: { modelKey } }),
  listRevisions: async (modelKey: string) => (await engine.call('listModelRevisions', { params: { modelKey } })).items,
  getRevision: (modelKey: string, revision: number) => engine.call('getModel', { params: { modelKey }, query: { revision } }),
  convert: (xml: string) => engine.call('createConversion', { body: { xml } }),
  createModel: (request: RouteBody<'createModel'>) => engine.call('createModel', { body: request }),
  saveRevision: (modelKey: string, request: RouteBody<'saveModelRevision'>) => engine.call('saveModelRevision', { params: { modelKey }, body: request }),
  // Newest versions first per process; a library lists what a person browses (a page of 200), not every version ever.
  deployedVersions: async () =>
    (
      await engine.call('searchProcessDefinitions', {
        body: {
          page: { limit: 200 },
          sort: [
            { field: 'processDefinitionId', order: 'ASC' },
            { field: 'version', order: 'DESC' },
          ],
        },
      })
    ).items,
  /** The deployed versions of one process, newest first (a page of 50: what a library's revisions are matched against). */
  versionsOfProcess: async (processDefinitionId: string) =>
    (
      await engine.call('searchProcessDefinitions', {
        body: { filter: { processDefinitionId }, page: { limit: 50 }, sort: [{ field: 'version', order: 'DESC' }] },
      })
    ).items,
  deployedXml: async (processDefinitionKey: string) => (await engine.call('getProcessDefinitionXml', { params: { processDefinitionKey } })) ?? '',
  deployedVersion: async (processDefinitionKey: string) => {
    const [definition, xml] = await Promise.all([
      engine.call('getProcessDefinition', { params: { processDefinitionKey } }),
      engineApi.deployedXml(processDefinitionKey),
    ]);
    return { definition, xml };
  },
  evaluateDecision: (request: RouteBody<'evaluateDecision'>) => engine.call('evaluateDecision', { body: request }),
};

export type { EvaluateDecisionResult, ModelForm, ModelRevisionResult };
