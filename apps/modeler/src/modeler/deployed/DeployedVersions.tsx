import type { ProcessDefinitionResult } from '@baton/api-contract';
import { useEffect, useState } from 'react';
import { engineApi } from '../../api/engine-api';
import { deployedVersionHref } from './deployed-version-link';

/** The library's second half: every deployed process version, each opening in the modeler as a new model. */
export function DeployedVersions({ onOpened }: { onOpened(): void }) {
  const [versions, setVersions] = useState<ProcessDefinitionResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    engineApi.deployedVersions().then(setVersions, (failure: Error) => setError(failure.message));
  }, []);
  return (
    <section aria-label="Deployed processes" data-testid="deployed-versions">
      <h3>Deployed processes</h3>
      {error && <p className="baton-notice error">{error}</p>}
      {versions?.length === 0 && <p className="baton-empty">Nothing deployed yet.</p>}
      <ul>
        {versions?.map((version) => (
          <li key={version.processDefinitionKey} className="baton-library-item">
            <a className="baton-library-model" href={deployedVersionHref(version.processDefinitionKey)} onClick={onOpened}>
              <strong>{version.name ?? version.processDefinitionId}</strong>
              <small>
                version {version.version}
                {version.versionTag ? ` (${version.versionTag})` : ''} · {version.processDefinitionId} · {version.tenantId}
              </small>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
