import { h } from '@bpmn-io/properties-panel/preact';
import { camunda7Prefixes, type Leftover, type LeftoverHolder, leftoversOf } from './element-leftovers';

interface BusinessObject extends LeftoverHolder {
  $parent?: BusinessObject;
  loopCharacteristics?: BusinessObject;
  eventDefinitions?: BusinessObject[];
  extensionElements?: BusinessObject & { values?: BusinessObject[] };
}
interface Shape {
  id: string;
  businessObject: BusinessObject;
}
interface Modeling {
  updateModdleProperties(element: Shape, target: BusinessObject, properties: Record<string, unknown>): void;
}
interface PropertiesPanel {
  registerProvider(priority: number, provider: object): void;
}
interface PanelGroup {
  id: string;
}

/** One leftover where it sits: the element itself, its loop characteristics or one of its event definitions. */
interface Found {
  holder: BusinessObject;
  leftover: Leftover;
}

const describe = ({ holder, leftover }: Found, element: Shape) => {
  const where = holder === element.businessObject ? '' : `${holder.$type.replace(/^bpmn:/, '')}: `;
  return leftover.kind === 'attribute' ? `${where}${leftover.name}="${leftover.value}"` : `${where}<${leftover.name}>`;
};

/**
 * A "Camunda 7 leftovers" group in the properties panel of an element that still carries Camunda 7 attributes or
 * extension elements (which the engine ignores or refuses), each with a Remove button: the analyst removes one
 * leftover of one element knowingly, through `modeling`, so it can be undone (the banner removes them all at once).
 */
export default class Camunda7LeftoversProvider {
  static $inject = ['propertiesPanel', 'modeling'];

  constructor(
    propertiesPanel: PropertiesPanel,
    private readonly modeling: Modeling,
  ) {
    propertiesPanel.registerProvider(300, this);
  }

  getGroups(element: Shape) {
    return (groups: PanelGroup[]) => {
      const found = this.leftovers(element);
      if (found.length === 0) return groups;
      const entries = found.map((item, index) => ({
        id: `camunda7-leftover-${index}`,
        component: () =>
          h(
            'div',
            { class: 'bio-properties-panel-entry baton-leftover', 'data-entry-id': `camunda7-leftover-${index}` },
            h('code', null, describe(item, element)),
            h(
              'button',
              { type: 'button', class: 'baton-leftover-remove', onClick: () => this.remove(element, item), title: 'Remove it from this element' },
              'Remove',
            ),
          ),
        isEdited: () => true,
      }));
      return [...groups, { id: 'camunda7Leftovers', label: 'Camunda 7 leftovers', entries }];
    };
  }

  private leftovers(element: Shape): Found[] {
    const bo = element?.businessObject;
    if (!bo) return [];
    // The prefixes are declared on the definitions, the top of the business objects' parents.
    let definitions: BusinessObject = bo;
    while (definitions.$parent) definitions = definitions.$parent;
    const prefixes = camunda7Prefixes(definitions.$attrs);
    const holders = [bo, bo.loopCharacteristics, ...(bo.eventDefinitions ?? [])].filter((holder): holder is BusinessObject => holder !== undefined);
    return holders.flatMap((holder) => leftoversOf(holder, prefixes).map((leftover) => ({ holder, leftover })));
  }

  private remove(element: Shape, { holder, leftover }: Found): void {
    if (leftover.kind === 'attribute') {
      // moddle keeps an attribute it has no descriptor for in $attrs, and setting it undefined deletes it there.
      this.modeling.updateModdleProperties(element, holder, { [leftover.name]: undefined });
      return;
    }
    const list = holder.extensionElements;
    const values = (list?.values ?? []).filter((_, index) => index !== leftover.index);
    if (values.length === 0) this.modeling.updateModdleProperties(element, holder, { extensionElements: undefined });
    else if (list) this.modeling.updateModdleProperties(element, list, { values });
  }
}
