import type { ModelForm } from '../api/engine-api';
import type { Resource } from '../api/engine-api';

/** What is open in the modeler besides the diagram: its name, where it came from, and its forms. */
export interface ModelDocument {
  name: string;
  /** The library model it was opened from or saved as, with the revision it was edited from. */
  library: { modelKey: string; revision: number } | null;
  /** form id → form-js schema (JSON text). */
  forms: Record<string, string>;
}

export const emptyDocument = (name: string): ModelDocument => ({ name, library: null, forms: {} });

/** The file name the diagram is saved and deployed as. */
export function fileNameOf(document: ModelDocument): string {
  const base = document.name.replace(/\.(bpmn|xml)$/i, '').replace(/[^\w.-]+/g, '-') || 'diagram';
  return `${base}.bpmn`;
}

export const formResources = (forms: Record<string, string>): ModelForm[] =>
  Object.entries(forms).map(([formId, content]) => ({ name: `${formId}.form`, content }));

export const formsFromResources = (forms: ModelForm[]): Record<string, string> =>
  Object.fromEntries(forms.map((form) => [form.name.replace(/\.form$/, ''), form.content]));

/** Everything one deployment of the document takes: the diagram and its forms. */
export const deploymentResources = (document: ModelDocument, xml: string): Resource[] => [
  { name: fileNameOf(document), content: xml },
  ...formResources(document.forms),
];
