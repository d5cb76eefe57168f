export type { ConversionNote, ConversionResult } from './conversion-note.js';
export { convertCamunda7, UnreadableModelError } from './convert-camunda7.js';
export { CONVERSION_NAMESPACE } from './manual-marks.js';
