import type { Resource } from '../api/engine-api';

/** A DMN model open in a tab of its own beside the process. */
export interface DecisionDocument {
  /** The tab's identity while it is open. */
  key: string;
  name: string;
  /** The model as last edited. */
  xml: string;
  library: { modelKey: string; revision: number } | null;
}

/** The file name the model is saved and deployed as. */
export function decisionFileName(document: Pick<DecisionDocument, 'name'>): string {
  const base = document.name.replace(/\.(dmn|xml)$/i, '').replace(/[^\w.-]+/g, '-') || 'decision';
  return `${base}.dmn`;
}

export const decisionResource = (document: DecisionDocument): Resource => ({ name: decisionFileName(document), content: document.xml });
