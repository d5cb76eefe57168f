import type { MigrationPlanReport } from '@baton/api-contract';
import { opsHref } from '../routes';

/** The dry run's answer per instance: would it migrate, and if not, every rule it breaks with the fix. */
export function DryRunReport({ reports }: { reports: readonly MigrationPlanReport[] }) {
  const valid = reports.filter((report) => report.valid).length;
  return (
    <section data-testid="dry-run-report">
      <h2>Dry run</h2>
      <p className={valid === reports.length ? 'ops-report-valid' : 'ops-report-invalid'} data-testid="dry-run-summary">
        {valid} of {reports.length} instance{reports.length === 1 ? '' : 's'} would migrate
      </p>
      <table className="ops-table">
        <thead>
          <tr>
            <th>Instance</th>
            <th>Result</th>
            <th>What to change</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.processInstanceKey}>
              <td>
                <a href={opsHref(`instances/${report.processInstanceKey}`)}>{report.processInstanceKey}</a>
              </td>
              <td className={report.valid ? 'ops-success' : 'ops-error'}>{report.valid ? 'would migrate' : `${report.violations.length} problem(s)`}</td>
              <td>
                {report.violations.map((violation) => (
                  <div key={`${violation.rule} ${violation.elementId} ${violation.elementInstanceKey}`}>
                    <strong>{violation.rule}</strong> {violation.message}. <span className="ops-muted">{violation.fix}</span>
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
