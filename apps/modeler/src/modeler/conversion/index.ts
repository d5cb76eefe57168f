import Camunda7LeftoversProvider from './Camunda7LeftoversProvider';
import ConversionMarks from './conversion-marks';

/** Where a converted Camunda 7 model needs a person's decision, marked on the canvas; its leftovers in the properties panel. */
export default {
  __init__: ['conversionMarks', 'camunda7LeftoversProvider'],
  conversionMarks: ['type', ConversionMarks],
  camunda7LeftoversProvider: ['type', Camunda7LeftoversProvider],
};
