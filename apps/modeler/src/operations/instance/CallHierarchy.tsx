import type { ProcessInstanceResult } from '@baton/api-contract';
import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { useLoader } from '@baton/web-client';

async function loadHierarchy(key: string) {
  const [ancestors, children] = await Promise.all([operationsApi.callHierarchy(key), operationsApi.children(key)]);
  return { ancestors: ancestors.filter((entry) => entry.processInstanceKey !== key), children };
}

/** The instances that called this one (root first) and those it called, each a link to its own view. */
export function CallHierarchy({ instance }: { instance: ProcessInstanceResult }) {
  const hierarchy = useLoader(() => loadHierarchy(instance.processInstanceKey), instance.processInstanceKey, 5000);
  const { ancestors = [], children = [] } = hierarchy.data ?? {};
  if (ancestors.length === 0 && children.length === 0) return null;
  return (
    <p className="ops-hierarchy" data-testid="call-hierarchy">
      {ancestors.length > 0 && (
        <span>
          Called by{' '}
          {ancestors.map((entry, index) => (
            <span key={entry.processInstanceKey}>
              {index > 0 && ' › '}
              <a href={opsHref(`instances/${entry.processInstanceKey}`)}>
                {entry.processDefinitionName} {entry.processInstanceKey}
              </a>
            </span>
          ))}
        </span>
      )}
      {children.length > 0 && (
        <span>
          {' '}
          Calls{' '}
          {children.map((child, index) => (
            <span key={child.processInstanceKey}>
              {index > 0 && ', '}
              <a href={opsHref(`instances/${child.processInstanceKey}`)}>
                {child.processDefinitionName ?? child.processDefinitionId} {child.processInstanceKey}
              </a>{' '}
              ({child.hasIncident ? 'incident' : child.state.toLowerCase()})
            </span>
          ))}
        </span>
      )}
    </p>
  );
}
