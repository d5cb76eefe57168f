import type { CreateProcessInstanceResult } from '@baton/api-contract';
import { useEffect, useRef, useState } from 'react';
import { getProcess, startForm, startProcess } from '../api/process-definitions.js';
import { useSession } from '../auth/session-context.js';
import { type FormHandle, FormView } from '../forms/FormView.js';
import { Link } from '../ui/Link.js';
import { Notice } from '../ui/Notice.js';
import { useLoader } from '@baton/web-client';

/** A process's start form; submitting it starts an instance with the form's values. */
export function StartProcessPage({ processDefinitionKey }: { processDefinitionKey: string }) {
  const { engine } = useSession();
  const loaded = useLoader(
    async () => ({ process: await getProcess(engine, processDefinitionKey), form: await startForm(engine, processDefinitionKey) }),
    processDefinitionKey,
  );
  const form = useRef<FormHandle>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [started, setStarted] = useState<CreateProcessInstanceResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = loaded.data ? (loaded.data.process.name ?? loaded.data.process.processDefinitionId) : '';

  useEffect(() => {
    if (loaded.data) title.current?.focus();
  }, [loaded.data]);

  async function start() {
    const values = await form.current?.values();
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      setStarted(await startProcess(engine, processDefinitionKey, values));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page narrow" id="main">
      <Link to="processes" className="button ghost small">
        ← All processes
      </Link>
      {loaded.error && (
        <Notice tone="error" title="This process cannot be started here">
          {loaded.error.message}
        </Notice>
      )}
      {loaded.data && (
        <>
          <h1 ref={title} tabIndex={-1}>
            Start “{name}”
          </h1>
          {started ? (
            <Notice tone="success" title={`“${name}” has started`} action={<Link to="">Go to my tasks</Link>}>
              Process instance {started.processInstanceKey} is running.
            </Notice>
          ) : (
            <section className="card" aria-label={`Start form of ${name}`}>
              {error && (
                <Notice tone="error" title="The process could not be started">
                  {error}
                </Notice>
              )}
              {loaded.data.form ? (
                <FormView ref={form} schema={loaded.data.form.schema} data={{}} readOnly={false} />
              ) : (
                <p className="muted">This process has no start form.</p>
              )}
              <div className="form-actions">
                <button type="button" className="button primary" onClick={start} disabled={busy || !loaded.data.form}>
                  {busy ? 'Starting…' : 'Start process'}
                </button>
              </div>
            </section>
          )}
        </>
      )}
    </main>
  );
}
