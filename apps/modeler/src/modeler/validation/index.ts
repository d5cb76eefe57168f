import BpmnlintValidation from './bpmnlint-validation';
import EngineFeelErrors from './engine-feel-errors';
import EngineValidation from './engine-validation';
import LiveValidation from './live-validation';
import PropertiesPanelFeelEditors from './properties-panel-feel-editors';
import ValidationOverlays from './validation-overlays';

/**
 * Live validation: bpmnlint and the engine's dry-run deploy after every change, shown on the elements and on their
 * FEEL fields, where the engine's verdict is the only one (the FEEL editors' own lint is emptied).
 */
export default {
  __init__: ['liveValidation', 'validationOverlays', 'engineFeelErrors', 'propertiesPanelFeelEditors'],
  engineFeelErrors: ['type', EngineFeelErrors],
  propertiesPanelFeelEditors: ['type', PropertiesPanelFeelEditors],
  bpmnlintValidation: ['type', BpmnlintValidation],
  engineValidation: ['type', EngineValidation],
  liveValidation: ['type', LiveValidation],
  validationOverlays: ['type', ValidationOverlays],
};
