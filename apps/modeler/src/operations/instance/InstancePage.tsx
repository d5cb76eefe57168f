import { useMemo, useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { BpmnDiagram } from '../ui/BpmnDiagram';
import { formatDate } from '../ui/format';
import { Named } from '../ui/names';
import { useLoader } from '@baton/web-client';
import { DecisionInstancesPanel } from '../decisions/DecisionInstancesPanel';
import { CallHierarchy } from './CallHierarchy';
import { DiagramLegend } from './DiagramLegend';
import { HistoryPanel } from './HistoryPanel';
import { IncidentsPanel } from './IncidentsPanel';
import { InstanceActions } from './InstanceActions';
import { instanceDecoration, legendCounts } from './instance-decoration';
import { JobsPanel } from './JobsPanel';
import { UserTasksPanel } from './UserTasksPanel';
import { useInstanceSnapshot } from './use-instance-snapshot';
import { VariablesPanel } from './VariablesPanel';

const TABS = ['Incidents', 'Variables', 'History', 'Jobs', 'User tasks', 'Decisions'] as const;
type Tab = (typeof TABS)[number];

/** One instance: its diagram with live overlays, what it holds and did, and the operator's actions on it. */
export function InstancePage({ processInstanceKey }: { processInstanceKey: string }) {
  const snapshot = useInstanceSnapshot(processInstanceKey);
  const instance = snapshot.data?.instance;
  const definitionKey = instance?.processDefinitionKey ?? '';
  const xml = useLoader(() => (definitionKey ? operationsApi.definitionXml(definitionKey) : Promise.resolve('')), definitionKey);
  const decoration = useMemo(() => (snapshot.data ? instanceDecoration(snapshot.data) : undefined), [snapshot.data]);
  const [chosenTab, setTab] = useState<Tab | null>(null);
  const incidents = snapshot.data?.incidents ?? [];
  const tab = chosenTab ?? (incidents.length > 0 ? 'Incidents' : 'Variables');

  if (snapshot.error && !instance)
    return (
      <p className="ops-error">
        Could not read instance {processInstanceKey}: {snapshot.error.message}
      </p>
    );
  if (!instance || !snapshot.data || !decoration) return <p className="ops-muted">Loading instance {processInstanceKey}…</p>;

  return (
    <div className="ops-instance" data-testid="instance-view">
      <header className="ops-instance-header">
        <div>
          <a href={opsHref('instances')}>Instances</a> › <strong data-testid="instance-key">{instance.processInstanceKey}</strong>
          <h1>
            <Named name={instance.processDefinitionName} id={instance.processDefinitionId} />{' '}
            <span className="ops-version" data-testid="instance-version">
              version {instance.processDefinitionVersion}
            </span>
          </h1>
          <p className="ops-muted">
            <span className={`ops-state ops-state-${instance.hasIncident ? 'incident' : instance.state.toLowerCase()}`} data-testid="instance-state">
              {instance.hasIncident ? 'INCIDENT' : instance.state}
            </span>{' '}
            started {formatDate(instance.startDate)}
            {instance.endDate ? `, ended ${formatDate(instance.endDate)}` : ''} · tenant {instance.tenantId}
          </p>
          <CallHierarchy instance={instance} />
        </div>
        <InstanceActions instance={instance} elementInstances={snapshot.data.elementInstances} onDone={snapshot.reload} />
      </header>
      <section className="ops-instance-diagram">
        {xml.data ? (
          <BpmnDiagram xml={xml.data} decoration={decoration} label={`Diagram of instance ${instance.processInstanceKey}`} />
        ) : (
          <p className="ops-muted">Loading the diagram…</p>
        )}
        <DiagramLegend {...legendCounts(snapshot.data)} />
      </section>
      <div className="ops-tabs" role="tablist">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {name}
            {name === 'Incidents' && incidents.length > 0 ? ` (${incidents.length})` : ''}
          </button>
        ))}
      </div>
      <section className="ops-tab-panel" role="tabpanel">
        {tab === 'Incidents' && (
          <IncidentsPanel
            processInstanceKey={processInstanceKey}
            incidents={incidents}
            elementInstances={snapshot.data.elementInstances}
            onDone={snapshot.reload}
          />
        )}
        {tab === 'Variables' && <VariablesPanel processInstanceKey={processInstanceKey} elementInstances={snapshot.data.elementInstances} />}
        {tab === 'History' && <HistoryPanel processInstanceKey={processInstanceKey} processDefinitionKey={instance.processDefinitionKey} />}
        {tab === 'Jobs' && <JobsPanel processInstanceKey={processInstanceKey} onDone={snapshot.reload} />}
        {tab === 'User tasks' && <UserTasksPanel processInstanceKey={processInstanceKey} />}
        {tab === 'Decisions' && <DecisionInstancesPanel processInstanceKey={processInstanceKey} />}
      </section>
    </div>
  );
}
