import type {
  ExecutableElement,
  ExecutableElementType,
  ExecutableJobDefinition,
  ExecutableMapping,
  ExecutableProcess,
  ExecutableValue,
} from '@baton/bpmn-model';

/** Builds executable graphs for runtime specs without going through XML. */
export class ProcessBuilder {
  private readonly process: ExecutableProcess;

  constructor(id = 'process') {
    this.process = { id, name: null, versionTag: null, elements: {}, flows: {} };
    this.process.elements[id] = this.newElement(id, 'PROCESS', null);
  }

  private newElement(id: string, type: ExecutableElementType, flowScopeId: string | null): ExecutableElement {
    return {
      id,
      name: null,
      type,
      bpmnType: `bpmn:${type}`,
      flowScopeId,
      incoming: [],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [],
    };
  }

  element(id: string, type: ExecutableElementType, extra: Partial<ExecutableElement> = {}): this {
    this.process.elements[id] = { ...this.newElement(id, type, this.process.id), ...extra };
    if (type === 'START_EVENT') this.root().noneStartEventId = id;
    return this;
  }

  serviceTask(id: string, jobType: string, extra: Partial<ExecutableElement> = {}): this {
    const job: ExecutableJobDefinition = { type: staticValue(jobType), retries: staticValue('3'), customHeaders: {} };
    return this.element(id, 'SERVICE_TASK', { job, ...extra });
  }

  flow(id: string, sourceId: string, targetId: string, condition: string | null = null, isDefault = false): this {
    this.process.flows[id] = { id, name: null, sourceId, targetId, condition };
    this.get(sourceId).outgoing.push(id);
    this.get(targetId).incoming.push(id);
    if (isDefault) this.get(sourceId).defaultFlowId = id;
    return this;
  }

  /** Chains elements with unconditional flows named `<from>-<to>`. */
  chain(...ids: string[]): this {
    for (let index = 1; index < ids.length; index++) {
      const from = ids[index - 1] as string;
      const to = ids[index] as string;
      this.flow(`${from}-${to}`, from, to);
    }
    return this;
  }

  build(): ExecutableProcess {
    return structuredClone(this.process);
  }

  private root(): ExecutableElement {
    return this.get(this.process.id);
  }

  private get(id: string): ExecutableElement {
    const element = this.process.elements[id];
    if (!element) throw new Error(`no element ${id}`);
    return element;
  }
}

export function staticValue(value: string): ExecutableValue {
  return { kind: 'static', value };
}

export function feel(source: string): ExecutableValue {
  return { kind: 'feel', source };
}

export function mapping(source: string, target: string): ExecutableMapping {
  return { source: feel(source), target };
}
