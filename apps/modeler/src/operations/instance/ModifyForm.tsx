import type { ElementInstanceResult, ProcessInstanceModificationRequest } from '@baton/api-contract';
import { operationsApi } from '../api/operations-api';
import { modelElements } from '../ui/model-elements';
import { useLoader } from '../ui/use-loader';

/** One modification: start a token at an element, or end an active element instance. */
export type Modification = { kind: 'activate'; elementId: string } | { kind: 'terminate'; elementInstanceKey: string };

export function modificationRequest(modification: Modification): ProcessInstanceModificationRequest {
  return modification.kind === 'activate'
    ? { activateInstructions: [{ elementId: modification.elementId }] }
    : { terminateInstructions: [{ elementInstanceKey: modification.elementInstanceKey }] };
}

/** Picks what to activate (any element of the model) or terminate (an active element instance). */
export function ModifyForm({
  processDefinitionKey,
  active,
  value,
  onChange,
}: {
  processDefinitionKey: string;
  active: readonly ElementInstanceResult[];
  value: Modification;
  onChange: (value: Modification) => void;
}) {
  const xml = useLoader(() => operationsApi.definitionXml(processDefinitionKey), processDefinitionKey);
  const elements = xml.data ? modelElements(xml.data) : [];
  return (
    <div className="ops-modify">
      <label>
        <input type="radio" checked={value.kind === 'activate'} onChange={() => onChange({ kind: 'activate', elementId: elements[0]?.id ?? '' })} />
        Activate element
      </label>
      {value.kind === 'activate' && (
        <select aria-label="Element to activate" value={value.elementId} onChange={(event) => onChange({ kind: 'activate', elementId: event.target.value })}>
          <option value="">(choose)</option>
          {elements.map((element) => (
            <option key={element.id} value={element.id}>
              {element.name} ({element.type})
            </option>
          ))}
        </select>
      )}
      <label>
        <input
          type="radio"
          checked={value.kind === 'terminate'}
          disabled={active.length === 0}
          onChange={() => onChange({ kind: 'terminate', elementInstanceKey: active[0]?.elementInstanceKey ?? '' })}
        />
        Terminate element instance
      </label>
      {value.kind === 'terminate' && (
        <select
          aria-label="Element instance to terminate"
          value={value.elementInstanceKey}
          onChange={(event) => onChange({ kind: 'terminate', elementInstanceKey: event.target.value })}
        >
          {active.map((element) => (
            <option key={element.elementInstanceKey} value={element.elementInstanceKey}>
              {element.elementName} ({element.elementInstanceKey})
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
