import type { ModelSummary } from '@baton/api-contract';
import { useEffect, useState } from 'react';
import { engineApi, type ModelRevisionResult } from '../api/engine-api';
import { DeployedVersions } from '../modeler/deployed/DeployedVersions';
import { deploymentsOfRevisions } from '../modeler/deployed/library-deployments';
import type { DeployedXml } from '../modeler/deployed/revision-deployments';

interface LibraryPanelProps {
  onOpen(model: ModelRevisionResult): void;
  onClose(): void;
}

/** The tenant's model library: each model at its latest revision, every older revision on demand, and the deployed process versions. */
export function LibraryPanel({ onOpen, onClose }: LibraryPanelProps) {
  const [models, setModels] = useState<ModelSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revisionsOf, setRevisionsOf] = useState<{ modelKey: string; items: ModelSummary[] } | null>(null);
  /** Per revision of the shown model, the process versions it was deployed as. */
  const [deployedAs, setDeployedAs] = useState<Map<number, DeployedXml[]>>(new Map());

  useEffect(() => {
    engineApi.listModels().then(setModels, (failure: Error) => setError(failure.message));
  }, []);

  const showRevisions = async (modelKey: string) => {
    const items = await engineApi.listRevisions(modelKey);
    setDeployedAs(new Map());
    setRevisionsOf({ modelKey, items });
    deploymentsOfRevisions(
      modelKey,
      items.map((item) => item.revision),
    ).then(setDeployedAs, (failure: Error) => setError(failure.message));
  };
  const open = async (modelKey: string, revision: number) => onOpen(await engineApi.getRevision(modelKey, revision));

  return (
    <aside className="baton-library" aria-label="Model library">
      <header>
        <h2>Model library</h2>
        <button type="button" className="link" onClick={onClose} aria-label="Close the library">
          ✕
        </button>
      </header>
      {error && <p className="baton-notice error">{error}</p>}
      {models?.length === 0 && <p className="baton-empty">No models saved yet. "Save to library" keeps the open model here.</p>}
      <ul>
        {models?.map((model) => (
          <li key={model.modelKey} className="baton-library-item">
            <button type="button" className="baton-library-model" onClick={() => void open(model.modelKey, model.revision)}>
              <strong>{model.name}</strong>
              <small>
                rev. {model.revision} · {model.savedBy} · {new Date(model.savedAt).toLocaleString()} · {model.tenantId}
              </small>
            </button>
            <button type="button" className="link" onClick={() => void showRevisions(model.modelKey)}>
              Revisions
            </button>
            {revisionsOf?.modelKey === model.modelKey && (
              <ol className="baton-revisions">
                {revisionsOf.items.map((revision) => (
                  <li key={revision.revision}>
                    <button type="button" className="link" onClick={() => void open(model.modelKey, revision.revision)}>
                      rev. {revision.revision} by {revision.savedBy}, {new Date(revision.savedAt).toLocaleString()}
                    </button>
                    {(deployedAs.get(revision.revision) ?? []).map((version) => (
                      <span key={version.processDefinitionKey} className="baton-deployed-as">
                        deployed as version {version.version}
                      </span>
                    ))}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
      <DeployedVersions onOpened={onClose} />
    </aside>
  );
}
