import type { ConversionNote } from '@baton/api-contract';
import { useState } from 'react';
import type { ConversionMark } from '../modeler/conversion/conversion-marks';

/** Where the open model stands with regard to Camunda 7: offered a conversion, or converted with notes. */
export type ConversionState = { kind: 'offered' } | { kind: 'converted'; notes: ConversionNote[] } | { kind: 'none' };

interface ConversionBannerProps {
  state: ConversionState;
  /** The elements still flagged on the canvas. */
  marks: ConversionMark[];
  busy: boolean;
  onConvert(): void;
  /** Removes every Camunda 7 attribute and extension element left in the model. */
  onRemoveLeftovers(): void;
  onDismiss(): void;
  onSelect(elementId: string): void;
}

/** Offers the Camunda 7 → Zeebe conversion, and afterwards says what changed and what still needs a person. */
export function ConversionBanner({ state, marks, busy, onConvert, onRemoveLeftovers, onDismiss, onSelect }: ConversionBannerProps) {
  const [reportOpen, setReportOpen] = useState(false);
  if (state.kind === 'none') return null;
  if (state.kind === 'offered') {
    return (
      <div className="baton-banner" role="alert" data-testid="conversion-banner">
        <span>
          This model is written for <strong>Camunda 7</strong>: the engine runs the Zeebe dialect and would refuse it. Convert it? Task types, assignments,
          input/output mappings and JUEL expressions are translated; what cannot be is flagged for you to decide.
        </span>
        <button type="button" className="primary" onClick={onConvert} disabled={busy}>
          Convert to Zeebe
        </button>
        <button type="button" onClick={onRemoveLeftovers} disabled={busy}>
          Remove Camunda 7 leftovers
        </button>
        <button type="button" onClick={onDismiss}>
          Not now
        </button>
      </div>
    );
  }
  const info = state.notes.filter((note) => note.severity === 'info').length;
  return (
    <div className="baton-banner converted" data-testid="conversion-banner">
      <span>
        Converted from Camunda 7.{' '}
        {marks.length > 0 ? (
          <strong>
            {marks.length} element{marks.length > 1 ? 's need' : ' needs'} a decision
          </strong>
        ) : (
          <strong>Every decision is made</strong>
        )}{' '}
        (flagged “Decide” on the canvas); {info} change{info === 1 ? '' : 's'} noted.
      </span>
      <button type="button" onClick={() => setReportOpen(!reportOpen)}>
        {reportOpen ? 'Hide report' : 'Show report'}
      </button>
      <button type="button" onClick={onRemoveLeftovers} disabled={busy}>
        Remove Camunda 7 leftovers
      </button>
      <button type="button" onClick={onDismiss}>
        Close
      </button>
      {reportOpen && (
        <ul className="baton-conversion-report" data-testid="conversion-report">
          {state.notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes have no identity of their own; the list is redrawn whole
            <li key={index} className={note.severity}>
              <button type="button" className="link" onClick={() => onSelect(note.elementId)}>
                {note.elementId}
              </button>
              <span className="baton-severity">{note.severity === 'manual' ? 'decide' : 'changed'}</span>
              <span>{note.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
