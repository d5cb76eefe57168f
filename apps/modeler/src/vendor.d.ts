// Packages of the bpmn.io family that ship no type declarations: what this app uses of them.
declare module 'bpmnlint' {
  export class Linter {
    constructor(options: { config: { rules: Record<string, string> }; resolver: unknown });
    lint(definitions: unknown): Promise<unknown>;
  }
}
declare module 'bpmnlint/lib/resolver/static-resolver' {
  export default class StaticResolver {
    constructor(cache: Record<string, unknown>);
  }
}
declare module 'bpmnlint/rules/*' {
  const rule: unknown;
  export default rule;
}
declare module 'bpmn-js-properties-panel' {
  import type { ModuleDeclaration } from 'didi';
  export const BpmnPropertiesPanelModule: ModuleDeclaration;
  export const BpmnPropertiesProviderModule: ModuleDeclaration;
  export const ZeebePropertiesProviderModule: ModuleDeclaration;
}
declare module 'camunda-bpmn-js-behaviors/lib/camunda-cloud' {
  import type { ModuleDeclaration } from 'didi';
  const module: ModuleDeclaration;
  export default module;
}
declare module 'dmn-js/lib/Modeler' {
  /** One editor of the model: the DRD (`drd`) or a decision's table, literal expression or boxed expression. */
  export interface DmnView {
    id: string;
    name?: string;
    type: string;
    element: { id: string; $type: string; decisionLogic?: { input?: { id: string }[]; output?: { id: string }[]; rule?: { id: string }[] } };
  }
  /** What a view's editor is asked for: its diagram-js or table-js services. */
  export interface DmnViewer {
    get<T>(service: string): T;
  }
  export default class DmnModeler {
    constructor(options: { container: HTMLElement; common?: Record<string, unknown> });
    importXML(xml: string): Promise<{ warnings: unknown[] }>;
    saveXML(options: { format: boolean }): Promise<{ xml: string }>;
    getDefinitions(): { drgElement?: unknown[] } | undefined;
    getViews(): DmnView[];
    getActiveView(): DmnView | undefined;
    getActiveViewer(): DmnViewer | undefined;
    open(view: DmnView): Promise<unknown>;
    on(event: string, callback: (event: never) => void): void;
    destroy(): void;
  }
}
