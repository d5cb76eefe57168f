import BpmnlintValidation from './bpmnlint-validation';
import EngineValidation from './engine-validation';
import LiveValidation from './live-validation';
import ValidationOverlays from './validation-overlays';

/** Live validation: bpmnlint and the engine's dry-run deploy after every change, shown on the elements. */
export default {
  __init__: ['liveValidation', 'validationOverlays'],
  bpmnlintValidation: ['type', BpmnlintValidation],
  engineValidation: ['type', EngineValidation],
  liveValidation: ['type', LiveValidation],
  validationOverlays: ['type', ValidationOverlays],
};
