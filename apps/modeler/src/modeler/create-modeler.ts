import Modeler from 'bpmn-js/lib/Modeler';
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule, ZeebePropertiesProviderModule } from 'bpmn-js-properties-panel';
import ZeebeBehaviorsModule from 'camunda-bpmn-js-behaviors/lib/camunda-cloud';
import zeebeModdle from 'zeebe-bpmn-moddle/resources/zeebe.json';
import ConversionModule from './conversion';
import FormsModule from './forms';
import ValidationModule from './validation';
import type { EngineValidationConfig } from './validation/validation-issue';

/**
 * The bpmn-js Modeler with everything the engine executes editable (Zeebe properties panel and behaviours) and
 * Baton's own extensions, each a diagram-js module.
 */
export function createModeler(canvas: HTMLElement, propertiesPanel: HTMLElement, validation: EngineValidationConfig): Modeler {
  return new Modeler({
    container: canvas,
    propertiesPanel: { parent: propertiesPanel },
    additionalModules: [
      BpmnPropertiesPanelModule,
      BpmnPropertiesProviderModule,
      ZeebePropertiesProviderModule,
      ZeebeBehaviorsModule,
      ValidationModule,
      FormsModule,
      ConversionModule,
    ],
    moddleExtensions: { zeebe: zeebeModdle },
    batonValidation: validation,
  });
}
