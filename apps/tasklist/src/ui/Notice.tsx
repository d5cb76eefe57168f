import type { ReactNode } from 'react';

/** A message above the content: errors and conflicts are announced at once (alert), successes politely (status). */
export function Notice({
  tone,
  title,
  children,
  action,
}: {
  tone: 'error' | 'warning' | 'success' | 'info';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`notice notice-${tone}`} role={urgent ? 'alert' : 'status'}>
      <div className="notice-text">
        <strong>{title}</strong>
        {children && <div>{children}</div>}
      </div>
      {action && <div className="notice-action">{action}</div>}
    </div>
  );
}
