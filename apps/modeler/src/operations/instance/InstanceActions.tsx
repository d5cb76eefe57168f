import type { ElementInstanceResult, ProcessInstanceResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { ActionDialog } from '../ui/ActionDialog';
import { type Instruction, modificationRequest } from './modification-plan';
import { ModifyForm } from './ModifyForm';

/**
 * Suspend, cancel, modify and migrate a running instance; resume, modify or cancel a suspended one (the engine takes a
 * suspended instance's modification as Camunda 8.10 does, no other command). Each asks for a reason and a confirmation first.
 */
export function InstanceActions({
  instance,
  elementInstances,
  onDone,
}: {
  instance: ProcessInstanceResult;
  elementInstances: readonly ElementInstanceResult[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState<'cancel' | 'modify' | 'suspend' | 'resume' | null>(null);
  const [plan, setPlan] = useState<Instruction[]>([]);
  if (instance.state !== 'ACTIVE' && instance.state !== 'SUSPENDED') return null;
  const key = instance.processInstanceKey;
  const suspended = instance.state === 'SUSPENDED';

  return (
    <div className="ops-actions">
      {suspended ? (
        <button type="button" onClick={() => setOpen('resume')}>
          Resume…
        </button>
      ) : (
        <button type="button" onClick={() => setOpen('suspend')}>
          Suspend…
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          setPlan([]);
          setOpen('modify');
        }}
      >
        Modify…
      </button>
      {!suspended && (
        <a className="ops-button" href={opsHref(`migration?instance=${key}`)}>
          Migrate…
        </a>
      )}
      <button type="button" className="ops-danger" onClick={() => setOpen('cancel')}>
        Cancel instance…
      </button>
      {open === 'suspend' && (
        <ActionDialog
          title={`Suspend instance ${key}`}
          confirmLabel="Suspend instance"
          onClose={() => setOpen(null)}
          run={async (reason) => {
            await operationsApi.suspend(key, reason);
            onDone();
          }}
        >
          <p>
            Nothing of the instance moves until it is resumed: its jobs are not handed out, its timers wait (a timer due meanwhile fires on resumption),
            messages are not correlated. Its variables can still be changed.
          </p>
        </ActionDialog>
      )}
      {open === 'resume' && (
        <ActionDialog
          title={`Resume instance ${key}`}
          confirmLabel="Resume instance"
          onClose={() => setOpen(null)}
          run={async (reason) => {
            await operationsApi.resume(key, reason);
            onDone();
          }}
        >
          <p>The instance goes on from where it was suspended: timers that came due fire now, once each.</p>
        </ActionDialog>
      )}
      {open === 'cancel' && (
        <ActionDialog
          title={`Cancel instance ${key}`}
          confirmLabel="Cancel instance"
          danger
          onClose={() => setOpen(null)}
          run={async (reason) => {
            await operationsApi.cancel(key, reason);
            onDone();
          }}
        >
          <p>Every token of the instance (and of the instances it called) is terminated. This cannot be undone.</p>
        </ActionDialog>
      )}
      {open === 'modify' && (
        <ActionDialog
          title={`Modify instance ${key}`}
          confirmLabel={`Apply ${plan.length} instruction${plan.length === 1 ? '' : 's'}`}
          onClose={() => setOpen(null)}
          run={async (reason) => {
            if (plan.length === 0) throw new Error('The plan is empty: add an instruction first.');
            await operationsApi.modify(key, { ...modificationRequest(plan), reason });
            onDone();
          }}
        >
          {suspended && <p>The instance is suspended: what the plan terminates ends now, what it activates is entered when the instance is resumed.</p>}
          <ModifyForm
            processDefinitionKey={instance.processDefinitionKey}
            active={elementInstances.filter((element) => element.state === 'ACTIVE' && element.type !== 'PROCESS')}
            plan={plan}
            onChange={setPlan}
          />
        </ActionDialog>
      )}
    </div>
  );
}
