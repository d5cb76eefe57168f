import { DiagramViewer, type DiagramViewerProps } from '@baton/web-client';
import { badgeStyle, type DiagramDecoration } from './diagram-decoration';

type BpmnDiagramProps = Omit<DiagramViewerProps, 'className' | 'badgeStyle' | 'decoration'> & { decoration: DiagramDecoration };

/** A console diagram: the shared read-only viewer with the console's badges. */
export function BpmnDiagram(props: BpmnDiagramProps) {
  return <DiagramViewer {...props} className="ops-diagram" badgeStyle={badgeStyle} />;
}
