import { DecisionInstanceListPage } from './decisions/DecisionInstanceListPage';
import { BatchesPage } from './batches/BatchesPage';
import { DecisionInstancePage } from './decisions/DecisionInstancePage';
import { DefinitionPage } from './definitions/DefinitionPage';
import { DefinitionsPage } from './definitions/DefinitionsPage';
import { InstancePage } from './instance/InstancePage';
import { InstanceListPage } from './list/InstanceListPage';
import { MigrationPage } from './migration/MigrationPage';
import { HealthOverview } from './overview/HealthOverview';
import { type OperationsRoute, opsHref, parseRoute } from './routes';
import './operations.css';

const PAGES = [
  { page: 'overview', label: 'Health', path: '' },
  { page: 'definitions', label: 'Processes', path: 'definitions' },
  { page: 'instances', label: 'Instances', path: 'instances' },
  { page: 'batches', label: 'Batch operations', path: 'batches' },
  { page: 'decision-instances', label: 'Decisions', path: 'decision-instances' },
] as const;

function Page({ route, canModel }: { route: OperationsRoute; canModel: boolean }) {
  switch (route.page) {
    case 'overview':
      return <HealthOverview />;
    case 'definitions':
      return <DefinitionsPage />;
    case 'definition':
      return <DefinitionPage processDefinitionKey={route.processDefinitionKey} canModel={canModel} />;
    case 'instances':
      return <InstanceListPage params={route.params} />;
    case 'instance':
      return <InstancePage processInstanceKey={route.processInstanceKey} />;
    case 'decision-instances':
      return <DecisionInstanceListPage params={route.params} />;
    case 'decision-instance':
      return <DecisionInstancePage decisionInstanceKey={route.decisionInstanceKey} />;
    case 'migration':
      return <MigrationPage params={route.params} />;
    case 'batches':
      return <BatchesPage />;
  }
}

/**
 * The Operations area: health first, then processes, instances, one instance, decision instances, and migration.
 * `canModel`: whether the user also has the Modeling area, where links into the modeler lead.
 */
export function OperationsArea({ hash, canModel }: { hash: string; canModel: boolean }) {
  const route = parseRoute(hash);
  const section =
    route.page === 'instance' || route.page === 'migration'
      ? 'instances'
      : route.page === 'decision-instance'
        ? 'decision-instances'
        : route.page === 'definition'
          ? 'definitions'
          : route.page;
  return (
    <div className="ops-area">
      <nav className="ops-subnav" aria-label="Operations">
        {PAGES.map((item) => (
          <a key={item.page} href={opsHref(item.path)} aria-current={item.page === section ? 'page' : undefined}>
            {item.label}
          </a>
        ))}
      </nav>
      <main className="ops-page">
        <Page route={route} canModel={canModel} />
      </main>
    </div>
  );
}
