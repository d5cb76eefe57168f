import ConversionMarks from './conversion-marks';

/** Where a converted Camunda 7 model needs a person's decision, marked on the canvas. */
export default {
  __init__: ['conversionMarks'],
  conversionMarks: ['type', ConversionMarks],
};
