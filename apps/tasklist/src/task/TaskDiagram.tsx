import { processXml } from '../api/process-definitions.js';
import { useSession } from '../auth/session-context.js';
import { DiagramView } from '../diagram/DiagramView.js';
import { useLoader } from '../ui/use-loader.js';

/** The task's process diagram, loaded after the rest of the task so that the form comes first. */
export function TaskDiagram({ processDefinitionKey, elementId, processName }: { processDefinitionKey: string; elementId: string; processName: string }) {
  const { http } = useSession();
  const xml = useLoader(() => processXml(http, processDefinitionKey), processDefinitionKey);
  if (xml.error) return <p className="muted">The diagram could not be loaded: {xml.error.message}</p>;
  if (!xml.data) return <p className="muted">Loading the diagram…</p>;
  return <DiagramView xml={xml.data} activeElementId={elementId} title={`Diagram of ${processName}, the current step highlighted`} />;
}
