import { type ReactNode, useState } from 'react';

/**
 * Every operator action goes through here: what it touches, a reason (kept in the audit log and shown in the
 * timeline) and an explicit confirmation. `run` gets the reason; its error stays in the dialog.
 */
export function ActionDialog({
  title,
  confirmLabel,
  children,
  danger = false,
  onClose,
  run,
}: {
  title: string;
  confirmLabel: string;
  children?: ReactNode;
  danger?: boolean;
  onClose: () => void;
  run: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(reason.trim());
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className="ops-dialog-backdrop">
      <div className="ops-dialog" role="dialog" aria-modal="true" aria-label={title}>
        <h2>{title}</h2>
        <div className="ops-dialog-body">{children}</div>
        <label className="ops-field">
          Reason (kept in the audit log)
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} placeholder="Why?" aria-label="Reason" />
        </label>
        {error && (
          <p className="ops-error" role="alert">
            {error}
          </p>
        )}
        <div className="ops-dialog-buttons">
          <button type="button" onClick={onClose} disabled={busy}>
            Back
          </button>
          <button type="button" className={danger ? 'ops-danger' : 'ops-primary'} onClick={confirm} disabled={busy || reason.trim() === ''}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
