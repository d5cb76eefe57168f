import type { EngineValidationConfig, ValidationIssue } from './validation-issue';

interface BpmnJs {
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
}

/** Asks the engine, through the shell's `batonValidation.validate`, whether it would deploy the current diagram. */
export default class EngineValidation {
  static $inject = ['config.batonValidation', 'bpmnjs'];

  constructor(
    private readonly config: EngineValidationConfig | undefined,
    private readonly bpmnjs: BpmnJs,
  ) {}

  async check(): Promise<ValidationIssue[]> {
    if (!this.config) return [];
    const { xml } = await this.bpmnjs.saveXML({ format: false });
    if (!xml) return [];
    try {
      return await this.config.validate(xml);
    } catch (error) {
      // The engine unreachable is worth saying, but it is no verdict on the model.
      return [{ elementId: null, message: `The engine could not validate the model: ${(error as Error).message}`, severity: 'warning', source: 'engine' }];
    }
  }
}
