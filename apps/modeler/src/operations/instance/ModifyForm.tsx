import type { ElementInstanceResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { modelElements } from '../ui/model-elements';
import { readableType } from '../ui/names';
import { useLoader } from '@baton/web-client';
import { elementLabel } from '../variables/variable-scopes';
import { type Instruction, parseVariables, tokensAfter } from './modification-plan';

type Kind = Instruction['kind'];

const KINDS: readonly { kind: Kind; label: string }[] = [
  { kind: 'move', label: 'Move a token' },
  { kind: 'activate', label: 'Activate an element' },
  { kind: 'terminate', label: 'Terminate an element instance' },
];

/**
 * Builds a modification of several instructions (move a token, activate an element with variables, terminate an
 * element instance) and shows the plan, with where the tokens will be, before the operator applies it.
 */
export function ModifyForm({
  processDefinitionKey,
  active,
  plan,
  onChange,
}: {
  processDefinitionKey: string;
  active: readonly ElementInstanceResult[];
  plan: readonly Instruction[];
  onChange: (plan: Instruction[]) => void;
}) {
  const xml = useLoader(() => operationsApi.definitionXml(processDefinitionKey), processDefinitionKey);
  const elements = xml.data ? modelElements(xml.data) : [];
  const nameOf = (elementId: string) => elementLabel(elements.find((element) => element.id === elementId)?.name ?? elementId, elementId);
  const instanceOf = (key: string) => {
    const element = active.find((candidate) => candidate.elementInstanceKey === key);
    return element ? `${nameOf(element.elementId)}, ${key}` : key;
  };
  const [kind, setKind] = useState<Kind>(active.length > 0 ? 'move' : 'activate');
  const [source, setSource] = useState(active[0]?.elementInstanceKey ?? '');
  const [target, setTarget] = useState('');
  const [variables, setVariables] = useState('');
  const parsed = parseVariables(variables);
  const variablesError = 'error' in parsed ? parsed.error : null;
  const taken = new Set(plan.flatMap((step) => (step.kind === 'activate' ? [] : [step.elementInstanceKey])));
  const sources = active.filter((element) => !taken.has(element.elementInstanceKey));
  const chosenSource = sources.some((element) => element.elementInstanceKey === source) ? source : (sources[0]?.elementInstanceKey ?? '');

  const draft: Instruction | null =
    kind === 'move'
      ? chosenSource && target
        ? { kind, elementInstanceKey: chosenSource, targetElementId: target, variables }
        : null
      : kind === 'activate'
        ? target
          ? { kind, elementId: target, variables }
          : null
        : chosenSource
          ? { kind, elementInstanceKey: chosenSource }
          : null;
  const add = () => {
    if (!draft || (kind !== 'terminate' && variablesError)) return;
    onChange([...plan, draft]);
    setTarget('');
    setVariables('');
  };
  const describe = (step: Instruction) =>
    step.kind === 'move'
      ? `Move the token from ${instanceOf(step.elementInstanceKey)} to ${nameOf(step.targetElementId)}`
      : step.kind === 'activate'
        ? `Activate ${nameOf(step.elementId)}`
        : `Terminate ${instanceOf(step.elementInstanceKey)}`;

  return (
    <div className="ops-modify">
      <fieldset className="ops-mode">
        <legend>Instruction</legend>
        {KINDS.map((option) => (
          <label key={option.kind}>
            <input
              type="radio"
              name="instruction-kind"
              checked={kind === option.kind}
              disabled={option.kind !== 'activate' && sources.length === 0}
              onChange={() => setKind(option.kind)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      {kind !== 'activate' && (
        <label className="ops-field">
          {kind === 'move' ? 'From' : 'Element instance'}
          <select
            aria-label={kind === 'move' ? 'Token to move' : 'Element instance to terminate'}
            value={chosenSource}
            onChange={(event) => setSource(event.target.value)}
          >
            {sources.map((element) => (
              <option key={element.elementInstanceKey} value={element.elementInstanceKey}>
                {instanceOf(element.elementInstanceKey)}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind !== 'terminate' && (
        <>
          <label className="ops-field">
            {kind === 'move' ? 'To' : 'Element'}
            <select aria-label={kind === 'move' ? 'Move to' : 'Element to activate'} value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value="">(choose)</option>
              {elements.map((element) => (
                <option key={element.id} value={element.id}>
                  {elementLabel(element.name, element.id)}, {readableType(element.type.replace(/([a-z])([A-Z])/g, '$1 $2'))}
                </option>
              ))}
            </select>
          </label>
          <label className="ops-field">
            Variables for it (optional JSON object)
            <textarea
              rows={2}
              value={variables}
              aria-invalid={variablesError ? 'true' : undefined}
              onChange={(event) => setVariables(event.target.value)}
              placeholder='{"approved": true}'
            />
          </label>
          {variablesError && (
            <p className="ops-error" role="alert">
              {variablesError}
            </p>
          )}
        </>
      )}
      <p>
        <button type="button" onClick={add} disabled={!draft || (kind !== 'terminate' && variablesError !== null)}>
          Add to the plan
        </button>
      </p>
      <section aria-label="Plan" data-testid="modification-plan">
        <h3>Plan</h3>
        {plan.length === 0 ? (
          <p className="ops-muted">No instruction yet: add one above.</p>
        ) : (
          <>
            <ol>
              {plan.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step has no identity beyond its place (two equal steps are the same to the engine); the list holds no state of its own
                <li key={`${index} ${describe(step)}`}>
                  {describe(step)}
                  {step.kind !== 'terminate' && step.variables.trim() && <code> with {step.variables.trim()}</code>}{' '}
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => onChange(plan.filter((_, other) => other !== index))}
                    aria-label={`Remove step ${index + 1}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ol>
            <p data-testid="tokens-after">Afterwards the instance waits at: {tokensAfter(plan, active).map(nameOf).join(', ') || 'nothing (it ends)'}</p>
          </>
        )}
      </section>
    </div>
  );
}
