import { BpmnModdle } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json' with { type: 'json' };
import zeebe from 'zeebe-bpmn-moddle/resources/zeebe.json' with { type: 'json' };

/**
 * Both packages define `modelerTemplate` on every flow element, which moddle refuses; the converter never writes Zeebe
 * element templates, so the Zeebe one is left out.
 */
const zeebeWithoutTemplates = { ...zeebe, types: zeebe.types.filter((type) => type.name !== 'TemplateSupported') };

/** A moddle that reads the Camunda 7 dialect and writes the Zeebe one, in the same tree. */
export function createDialectModdle(): BpmnModdle {
  return new BpmnModdle({ camunda, zeebe: zeebeWithoutTemplates });
}
