import type { MigrationPlanReport, ProcessDefinitionResult } from '@baton/api-contract';
import { useMemo, useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { ActionDialog } from '../ui/ActionDialog';
import { BpmnDiagram } from '../ui/BpmnDiagram';
import { modelElements } from '../ui/model-elements';
import { Named } from '../ui/names';
import { useLoader } from '@baton/web-client';
import { BatchProgress } from './BatchProgress';
import { DryRunReport } from './DryRunReport';
import { MappingTable } from './MappingTable';
import { migrationDecorations } from './migration-decoration';
import { type ElementMapping, mappingInstructions, premapped, unmappedActive } from './migration-mapping';
import { useMigrationSource } from './use-migration-source';

/** `?instance=1` or `?instances=1,2,3`: the instances to migrate, all of one process version. */
const instanceKeys = (params: URLSearchParams): string[] => (params.get('instances') ?? params.get('instance') ?? '').split(',').filter(Boolean);

/**
 * Migration: pick the target version, map the elements (equal ids are mapped already) on the two diagrams side by
 * side or in the table, dry-run the plan for every instance, then run it as a batch and watch each instance's result.
 */
export function MigrationPage({ params }: { params: URLSearchParams }) {
  const keys = useMemo(() => instanceKeys(params), [params]);
  const source = useMigrationSource(keys);
  const [chosenTarget, setChosenTarget] = useState<string | null>(null);
  const context = source.data;
  const targets = context?.versions.filter((version) => version.processDefinitionKey !== context.instance.processDefinitionKey) ?? [];
  const target: ProcessDefinitionResult | undefined = targets.find((version) => version.processDefinitionKey === chosenTarget) ?? targets[0];

  if (keys.length === 0) return <p className="ops-error">No instance to migrate: open one from the instance list.</p>;
  if (!context) return <p className="ops-muted">{source.error ? source.error.message : 'Reading the instances…'}</p>;
  return (
    <div data-testid="migration-view">
      <a href={keys.length === 1 ? opsHref(`instances/${keys[0]}`) : opsHref('instances')}>‹ Back</a>
      <h1>
        Migrate {keys.length} instance{keys.length === 1 ? '' : 's'} of{' '}
        <Named name={context.instance.processDefinitionName} id={context.instance.processDefinitionId} />
      </h1>
      <p>
        From version {context.instance.processDefinitionVersion} to{' '}
        <select aria-label="Target version" value={target?.processDefinitionKey ?? ''} onChange={(event) => setChosenTarget(event.target.value)}>
          {targets.map((version) => (
            <option key={version.processDefinitionKey} value={version.processDefinitionKey}>
              version {version.version}
              {version.versionTag ? ` (${version.versionTag})` : ''}
            </option>
          ))}
        </select>
      </p>
      {target ? (
        <MigrationPlanner
          key={target.processDefinitionKey}
          keys={keys}
          sourceVersion={context.instance.processDefinitionVersion}
          sourceXml={context.xml}
          target={target}
          activeCounts={context.activeCounts}
        />
      ) : (
        <p className="ops-muted">The process has no other version to migrate to.</p>
      )}
    </div>
  );
}

/** Mapping, dry run and execution towards one target version (a new target starts over). */
function MigrationPlanner({
  keys,
  sourceVersion,
  sourceXml,
  target,
  activeCounts,
}: {
  keys: readonly string[];
  sourceVersion: number;
  sourceXml: string;
  target: ProcessDefinitionResult;
  activeCounts: ReadonlyMap<string, number>;
}) {
  const targetXml = useLoader(() => operationsApi.definitionXml(target.processDefinitionKey), target.processDefinitionKey);
  const sourceElements = useMemo(() => modelElements(sourceXml), [sourceXml]);
  const targetElements = useMemo(() => (targetXml.data ? modelElements(targetXml.data) : []), [targetXml.data]);
  const [edited, setMapping] = useState<ElementMapping | null>(null);
  const mapping = edited ?? premapped(sourceElements, targetElements);
  const [selected, setSelected] = useState<string | null>(null);
  const [reports, setReports] = useState<MigrationPlanReport[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [batchKey, setBatchKey] = useState<string | null>(null);
  const decorations = useMemo(() => migrationDecorations(mapping, activeCounts, selected), [mapping, activeCounts, selected]);

  const plan = { targetProcessDefinitionKey: target.processDefinitionKey, mappingInstructions: mappingInstructions(mapping) };
  const map = (sourceId: string, targetId: string) => {
    setMapping(new Map(mapping).set(sourceId, targetId));
    setReports(null); // a changed plan needs a new dry run
  };
  const onTargetClick = (targetId: string) => {
    const targetElement = targetElements.find((element) => element.id === targetId);
    const sourceElement = sourceElements.find((element) => element.id === selected);
    if (!targetElement || !sourceElement) return;
    if (targetElement.type !== sourceElement.type) {
      setNotice(`${sourceElement.id} is a ${sourceElement.type}; ${targetElement.id} is a ${targetElement.type}: only elements of one type map`);
      return;
    }
    setNotice(null);
    map(sourceElement.id, targetElement.id);
  };
  const dryRun = async () => {
    setNotice(null);
    try {
      setReports(await Promise.all(keys.map((key) => operationsApi.dryRunMigration(key, plan))));
    } catch (error) {
      setNotice((error as Error).message);
    }
  };
  const missing = unmappedActive(mapping, new Set(sourceElements.filter((element) => activeCounts.has(element.id)).map((element) => element.id)));
  const allValid = reports?.every((report) => report.valid) ?? false;

  if (!targetXml.data) return <p className="ops-muted">{targetXml.error ? targetXml.error.message : 'Reading the target version…'}</p>;
  return (
    <>
      <p className="ops-muted">Click an element on the left, then where it continues on the right. Elements with the same id and type are mapped already.</p>
      <div className="ops-migration-diagrams">
        <section data-testid="source-diagram">
          <h3>Source: version {sourceVersion}</h3>
          <BpmnDiagram
            xml={sourceXml}
            decoration={decorations.source}
            label="Source diagram"
            onElementClick={(id) => sourceElements.some((element) => element.id === id) && setSelected(id)}
          />
        </section>
        <section data-testid="target-diagram">
          <h3>Target: version {target.version}</h3>
          <BpmnDiagram xml={targetXml.data} decoration={decorations.target} label="Target diagram" onElementClick={onTargetClick} />
        </section>
      </div>
      {notice && (
        <p className="ops-error" role="alert">
          {notice}
        </p>
      )}
      {missing.length > 0 && <p className="ops-error">Tokens wait at {missing.join(', ')}, which is not mapped yet.</p>}
      <div className="ops-toolbar">
        <button type="button" onClick={dryRun} disabled={batchKey !== null}>
          Dry run
        </button>
        <button type="button" className="ops-primary" disabled={!allValid || batchKey !== null} onClick={() => setConfirming(true)}>
          Migrate {keys.length} instance{keys.length === 1 ? '' : 's'}…
        </button>
        {!allValid && <span className="ops-muted">A dry run where every instance would migrate comes first.</span>}
      </div>
      {reports && <DryRunReport reports={reports} />}
      {batchKey && <BatchProgress batchOperationKey={batchKey} />}
      <h2>Mapping</h2>
      <MappingTable
        source={sourceElements}
        target={targetElements}
        mapping={mapping}
        activeCounts={activeCounts}
        selected={selected}
        onSelect={setSelected}
        onMap={map}
      />
      {confirming && (
        <ActionDialog
          title={`Migrate to version ${target.version}`}
          confirmLabel="Start migration"
          onClose={() => setConfirming(false)}
          run={async (reason) => {
            const created = await operationsApi.startBatchMigration({ processInstanceKey: { $in: [...keys] } }, plan, reason);
            setBatchKey(created.batchOperationKey);
          }}
        >
          <p>
            {keys.length} instance{keys.length === 1 ? '' : 's'} move to version {target.version} with {plan.mappingInstructions.length} mapping instruction
            {plan.mappingInstructions.length === 1 ? '' : 's'}, one by one in a batch.
          </p>
        </ActionDialog>
      )}
    </>
  );
}
