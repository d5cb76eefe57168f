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
