import type { ModelProblem } from './executable-model.js';

/** One line per problem: `Element 'Task_1' (bpmn:serviceTask), line 12: no zeebe:taskDefinition with a job type`. */
export function formatProblems(problems: ModelProblem[]): string {
  return problems.map(formatProblem).join('\n');
}

function formatProblem(problem: ModelProblem): string {
  const parts: string[] = [];
  if (problem.elementId !== null) {
    parts.push(`Element '${problem.elementId}'${problem.elementType === null ? '' : ` (${problem.elementType})`}`);
  }
  if (problem.line !== null) parts.push(parts.length === 0 ? `Line ${problem.line}` : `line ${problem.line}`);
  return parts.length === 0 ? problem.message : `${parts.join(', ')}: ${problem.message}`;
}
