import type { ValidationIssue } from '../modeler/validation/validation-issue';
import type { Notice } from './notice';

interface ProblemsPanelProps {
  issues: ValidationIssue[];
  validated: boolean;
  notice: Notice | null;
  onSelect(elementId: string): void;
}

const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The status bar: what the last action did, and every validation issue (a click selects its element). */
export function ProblemsPanel({ issues, validated, notice, onSelect }: ProblemsPanelProps) {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  const summary = !validated
    ? 'Validating…'
    : issues.length === 0
      ? 'No problems: the engine would deploy this model'
      : `${counted(errors, 'error')}, ${counted(warnings, 'warning')}`;
  return (
    <footer className="baton-problems">
      <div className="baton-status">
        <span className={`baton-summary ${errors > 0 ? 'has-errors' : ''}`} data-testid="validation-summary">
          {summary}
        </span>
        {notice && (
          <span className={`baton-notice ${notice.kind}`} role="status" data-testid="notice">
            {notice.text}
          </span>
        )}
      </div>
      {issues.length > 0 && (
        <ul data-testid="problems">
          {issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity of their own; the list is redrawn whole
            <li key={index} className={`baton-problem ${issue.severity}`}>
              <span className="baton-source">{issue.source === 'engine' ? 'Engine' : 'Lint'}</span>
              {issue.elementId ? (
                <button type="button" className="link" onClick={() => onSelect(issue.elementId!)}>
                  {issue.elementId}
                </button>
              ) : (
                <span>Model</span>
              )}
              <span className="baton-message">{issue.message}</span>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
