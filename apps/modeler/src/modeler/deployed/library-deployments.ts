import { engineApi, type ModelRevisionResult } from '../../api/engine-api';
import { type DeployedXml, processIdOf, versionsDeployedFrom } from './revision-deployments';

/** At most this many library models, and revisions of a model, are read when a deployed version looks for its revision. */
const MODELS_SEARCHED = 100;
const REVISIONS_SEARCHED = 50;

/** The deployed versions of a process, each with its XML. */
async function deployedXmls(processDefinitionId: string): Promise<DeployedXml[]> {
  const versions = await engineApi.versionsOfProcess(processDefinitionId);
  return Promise.all(
    versions.map(async (version) => ({
      processDefinitionKey: version.processDefinitionKey,
      version: version.version,
      xml: await engineApi.deployedXml(version.processDefinitionKey),
    })),
  );
}

/** For each revision of a library model: the process versions it was deployed as (revision → versions, oldest first). */
export async function deploymentsOfRevisions(modelKey: string, revisions: readonly number[]): Promise<Map<number, DeployedXml[]>> {
  const contents = await Promise.all(revisions.map((revision) => engineApi.getRevision(modelKey, revision)));
  const processIds = new Set(contents.map((content) => processIdOf(content.xml)).filter((id): id is string => id !== null));
  const deployed = (await Promise.all([...processIds].map(deployedXmls))).flat();
  return new Map(contents.map((content) => [content.revision, versionsDeployedFrom(content.xml, deployed)]));
}

/**
 * The library revision a deployed model was deployed from (its XML, byte for byte), with its forms; null when the
 * library has none. Only models defining the same process are read revision by revision.
 */
export async function libraryRevisionOf(deployedXml: string): Promise<ModelRevisionResult | null> {
  const processId = processIdOf(deployedXml);
  if (!processId) return null;
  const models = (await engineApi.listModels()).slice(0, MODELS_SEARCHED);
  const latest = await Promise.all(models.map((model) => engineApi.getModel(model.modelKey)));
  for (const model of latest.filter((candidate) => processIdOf(candidate.xml) === processId)) {
    if (model.xml === deployedXml) return model;
    // Autosave keeps many revisions: the newest ones are read, together.
    const older = Array.from({ length: Math.min(model.revision - 1, REVISIONS_SEARCHED) }, (_, index) => model.revision - 1 - index);
    const found = (await Promise.all(older.map((revision) => engineApi.getRevision(model.modelKey, revision)))).find((item) => item.xml === deployedXml);
    if (found) return found;
  }
  return null;
}
