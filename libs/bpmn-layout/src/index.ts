export { hasDiagram, withDiagramLayout } from './diagram-layout.js';
