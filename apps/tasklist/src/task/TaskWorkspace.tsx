import { useEffect, useRef, useState } from 'react';
import { useSession } from '../auth/session-context.js';
import { type FormHandle, FormView } from '../forms/FormView.js';
import { Notice } from '../ui/Notice.js';
import { VariablesEditor } from '../variables/VariablesEditor.js';
import { formData, type TaskDetailData } from './task-detail-data.js';
import { TaskActions } from './TaskActions.js';
import { TaskDiagram } from './TaskDiagram.js';
import { TaskHeader } from './TaskHeader.js';
import { TaskVariables } from './TaskVariables.js';
import { StaleTaskNotice } from './StaleTaskNotice.js';
import { useTaskDecisions } from './use-task-decisions.js';
import { useTaskWatch } from './use-task-watch.js';

/** One task to decide: its form (editable while the task is open and nobody else holds it), the diagram and the variables. */
export function TaskWorkspace({
  data,
  onCompleted,
  onChanged,
}: {
  data: TaskDetailData;
  onCompleted: (taskName: string) => void;
  /** The task was claimed, unclaimed or found changed by someone else. */
  onChanged: () => void;
}) {
  const { engine, user } = useSession();
  const decisions = useTaskDecisions(engine, user.username, data.versioned, onChanged);
  const { task } = decisions.versioned;
  const change = useTaskWatch(engine, decisions.versioned, decisions.busy, onChanged);
  const form = useRef<FormHandle>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [initialData] = useState(() => formData(data.variables));
  const open = task.state === 'CREATED';
  const mine = task.assignee === null || task.assignee === user.username;
  const editable = open && mine;
  const name = task.name ?? task.elementId;
  // After a refused completion the form still holds the reviewer's own input, not what was submitted.
  const formTitle = decisions.conflict ? 'Your input (not submitted)' : task.state === 'COMPLETED' ? 'Submitted form' : 'Form';

  useEffect(() => title.current?.focus(), []);

  async function complete() {
    // Both the form and, for a task without one, the variables editor answer null when something needs fixing.
    const values = (await form.current?.values()) ?? null;
    setInvalid(!values);
    if (!values) return;
    if (await decisions.complete(values)) onCompleted(name);
  }

  return (
    <article className="task-detail" aria-labelledby="task-title">
      <header className="task-header">
        <TaskHeader task={task} now={new Date()} titleRef={title} />
        {open && <TaskActions task={task} me={user.username} busy={decisions.busy} onClaim={decisions.claim} onUnclaim={decisions.unclaim} />}
      </header>
      {change && !decisions.conflict && (
        <StaleTaskNotice change={change} me={user.username} onShowLatest={() => change.latest && decisions.adopt(change.latest)} />
      )}
      {decisions.conflict && (
        <Notice tone="warning" title={decisions.conflict.title}>
          {decisions.conflict.detail}
        </Notice>
      )}
      {decisions.error && (
        <Notice tone="error" title="The task could not be saved">
          {decisions.error}
        </Notice>
      )}
      {open && !mine && !decisions.conflict && (
        <Notice tone="info" title={`Assigned to ${task.assignee}`}>
          Only they can complete this task now.
        </Notice>
      )}
      <section className="card" aria-labelledby="form-title">
        <h3 id="form-title">{formTitle}</h3>
        {data.form ? (
          <FormView
            ref={form}
            schema={data.form.schema}
            data={initialData}
            readOnly={!editable}
            userTaskKey={task.userTaskKey}
            onChange={() => setInvalid(false)}
          />
        ) : (
          <VariablesEditor ref={form} readOnly={!editable} />
        )}
        {invalid && (
          <p className="field-hint" role="alert">
            Some fields need your attention: see the messages above.
          </p>
        )}
        {open && (
          <div className="form-actions">
            <button type="button" className="button primary" onClick={complete} disabled={!editable || decisions.busy}>
              {decisions.busy ? 'Completing…' : 'Complete task'}
            </button>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="diagram-title">
        <h3 id="diagram-title">Process</h3>
        <TaskDiagram processDefinitionKey={task.processDefinitionKey} elementId={task.elementId} processName={task.processName ?? task.processDefinitionId} />
      </section>
      <section className="card" aria-labelledby="variables-title">
        <h3 id="variables-title">Variables</h3>
        <TaskVariables variables={data.variables} />
      </section>
    </article>
  );
}
