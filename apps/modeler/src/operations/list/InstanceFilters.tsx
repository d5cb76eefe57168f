import type { ProcessDefinitionResult } from '@baton/api-contract';
import { useState } from 'react';
import type { FilterParam, FilterValues } from './instance-filter';

/** The filter bar: edits stay local until Apply, which puts them in the page's link. */
export function InstanceFilters({
  values,
  definitions,
  onApply,
}: {
  values: FilterValues;
  definitions: readonly ProcessDefinitionResult[];
  onApply: (values: FilterValues) => void;
}) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const set = (name: FilterParam) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const processIds = [...new Set(definitions.map((definition) => definition.processDefinitionId))];
  const versions = definitions.filter((definition) => definition.processDefinitionId === draft.process).map((definition) => definition.version);

  return (
    <form
      className="ops-filters ops-filters-instances"
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <label className="ops-field">
        State
        <select value={draft.state ?? ''} onChange={set('state')} aria-label="State">
          <option value="">any</option>
          <option>ACTIVE</option>
          <option>SUSPENDED</option>
          <option>COMPLETED</option>
          <option>TERMINATED</option>
        </select>
      </label>
      <label className="ops-field">
        Process
        <select value={draft.process ?? ''} onChange={(event) => setDraft({ ...draft, process: event.target.value, version: '' })} aria-label="Process">
          <option value="">any</option>
          {processIds.map((id) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      </label>
      <label className="ops-field">
        Version
        <select value={draft.version ?? ''} onChange={set('version')} aria-label="Version" disabled={!draft.process}>
          <option value="">any</option>
          {versions.map((version) => (
            <option key={version}>{version}</option>
          ))}
        </select>
      </label>
      <label className="ops-field">
        Active element
        <input value={draft.element ?? ''} onChange={set('element')} placeholder="element id" aria-label="Active element" />
      </label>
      <label className="ops-field">
        Incident
        <select value={draft.incident ?? ''} onChange={set('incident')} aria-label="Incident">
          <option value="">any</option>
          <option value="true">with incident</option>
        </select>
      </label>
      <label className="ops-field">
        Variable
        <input value={draft.variable ?? ''} onChange={set('variable')} placeholder='orderId="o-1"' aria-label="Variable" />
      </label>
      <label className="ops-field">
        Started after
        <input type="datetime-local" value={draft.startedAfter ?? ''} onChange={set('startedAfter')} aria-label="Started after" />
      </label>
      <label className="ops-field">
        Started before
        <input type="datetime-local" value={draft.startedBefore ?? ''} onChange={set('startedBefore')} aria-label="Started before" />
      </label>
      <button type="submit" className="ops-primary">
        Apply
      </button>
      <button
        type="button"
        onClick={() => {
          setDraft({});
          onApply({});
        }}
      >
        Clear
      </button>
    </form>
  );
}
