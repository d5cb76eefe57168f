import { CONVERSION_NAMESPACE, CONVERSION_PREFIX } from './manual-marks.js';

/**
 * The moddle package of the conversion notes, for a modeler that wants them typed: with it, bpmn-js reads
 * `<conversion:note severity="manual">text</conversion:note>` as a `conversion:Note` with `severity` and `text`
 * (`moddleExtensions: { conversion: conversionModdle }`). Without it they are generic elements, kept as they are.
 */
export const conversionModdle = {
  name: 'Conversion',
  uri: CONVERSION_NAMESPACE,
  prefix: CONVERSION_PREFIX,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Note',
      superClass: ['Element'],
      properties: [
        { name: 'severity', isAttr: true, type: 'String' },
        { name: 'text', isBody: true, type: 'String' },
      ],
    },
  ],
};
