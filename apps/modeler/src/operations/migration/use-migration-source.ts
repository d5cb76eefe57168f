import { operationsApi } from '../api/operations-api';
import { useLoader } from '@baton/web-client';

/** The instances to migrate, the version they are on, its XML, the other versions and where the tokens are. */
async function loadSource(keys: readonly string[]) {
  const first = await operationsApi.instance(keys[0]!);
  const [versions, xml, statistics] = await Promise.all([
    operationsApi.definitionVersions(first.processDefinitionId),
    operationsApi.definitionXml(first.processDefinitionKey),
    operationsApi.definitionStatistics(first.processDefinitionKey, { processInstanceKey: { $in: [...keys] }, state: 'ACTIVE' }),
  ]);
  const activeCounts = new Map(statistics.items.filter((item) => item.active > 0).map((item) => [item.elementId, item.active]));
  return { instance: first, versions: versions.filter((version) => version.tenantId === first.tenantId), xml, activeCounts };
}

export const useMigrationSource = (keys: readonly string[]) => useLoader(() => loadSource(keys), keys.join());
