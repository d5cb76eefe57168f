import { tckGapCause } from '@baton/feel/tck-kit';

/** The causes of the engine's known gaps: FEEL's own (read from Camunda's sources), else null for the phrase of the failure. */
export function dmnGapCause(id: string, failure: string): string | null {
  return tckGapCause(id, failure);
}
