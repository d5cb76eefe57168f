import BpmnlintValidation from './bpmnlint-validation';
import EngineFeelErrors from './engine-feel-errors';
import EngineValidation from './engine-validation';
import LiveValidation from './live-validation';
import ValidationOverlays from './validation-overlays';

/** Live validation: bpmnlint and the engine's dry-run deploy after every change, shown on the elements and on their FEEL fields. */
export default {
  __init__: ['liveValidation', 'validationOverlays', 'engineFeelErrors'],
  engineFeelErrors: ['type', EngineFeelErrors],
  bpmnlintValidation: ['type', BpmnlintValidation],
  engineValidation: ['type', EngineValidation],
  liveValidation: ['type', LiveValidation],
  validationOverlays: ['type', ValidationOverlays],
};
