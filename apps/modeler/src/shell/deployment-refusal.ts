import type { ValidationIssue } from '../modeler/validation/validation-issue';

const RESOURCE = /^Resource '([^']+)' cannot be deployed:\s*$/;
const ELEMENT = /^Element '([^']+)'(?: \([^)]*\))?: (.+)$/;

/**
 * The elements a refused deployment names, read from the engine's refusal ("Resource 'x' cannot be deployed:" then
 * one "Element 'id' (type): reason" line each, for BPMN and DMN alike); empty when it names none.
 */
export function refusalIssues(detail: string): ValidationIssue[] {
  let resource: string | null = null;
  const issues: ValidationIssue[] = [];
  for (const line of detail.split('\n')) {
    const named = RESOURCE.exec(line);
    if (named) resource = named[1] ?? null;
    const element = ELEMENT.exec(line);
    if (element?.[1] && element[2]) {
      issues.push({ elementId: element[1], message: resource ? `${resource}: ${element[2]}` : element[2], severity: 'error', source: 'engine' });
    }
  }
  return issues;
}
