import { DiagramViewer, useLoader } from '@baton/web-client';
import { useMemo } from 'react';
import { processXml } from '../api/process-definitions.js';
import { useSession } from '../auth/session-context.js';

/** The task's process diagram, loaded after the rest of the task so that the form comes first; its step highlighted. */
export function TaskDiagram({ processDefinitionKey, elementId, processName }: { processDefinitionKey: string; elementId: string; processName: string }) {
  const { engine } = useSession();
  const xml = useLoader(() => processXml(engine, processDefinitionKey), processDefinitionKey);
  const decoration = useMemo(() => ({ markers: new Map([[elementId, ['diagram-active']]]), badges: [] }), [elementId]);
  if (xml.error) return <p className="muted">The diagram could not be loaded: {xml.error.message}</p>;
  if (!xml.data) return <p className="muted">Loading the diagram…</p>;
  return <DiagramViewer xml={xml.data} className="diagram" decoration={decoration} label={`Diagram of ${processName}, the current step highlighted`} />;
}
