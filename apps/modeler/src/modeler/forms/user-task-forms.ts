/** A BPMN element's business object, as far as linking a form needs it. */
interface BusinessObject {
  $type: string;
  $parent?: BusinessObject;
  extensionElements?: BusinessObject & { values?: BusinessObject[] };
  formId?: string;
  formKey?: string;
}
interface Shape {
  id: string;
  businessObject: BusinessObject;
}
interface Modeling {
  updateModdleProperties(element: Shape, target: BusinessObject, properties: Record<string, unknown>): void;
}
interface BpmnFactory {
  create(type: string, properties?: Record<string, unknown>): BusinessObject;
}

/**
 * Links user tasks to Camunda forms (`zeebe:formDefinition formId`), through `modeling` so the change can be undone.
 * The forms themselves are deployed with the model as `<formId>.form` resources.
 */
export default class UserTaskForms {
  static $inject = ['modeling', 'bpmnFactory'];

  constructor(
    private readonly modeling: Modeling,
    private readonly bpmnFactory: BpmnFactory,
  ) {}

  /** The id of the Camunda form the user task is linked to, if any. */
  formIdOf(element: Shape): string | undefined {
    return this.formDefinition(element)?.formId;
  }

  /** A form id for a task without one: its element id, so it stays stable across saves. */
  proposedFormId(element: Shape): string {
    return this.formIdOf(element) ?? `${element.id}-form`;
  }

  link(element: Shape, formId: string): void {
    const businessObject = element.businessObject;
    const existing = this.formDefinition(element);
    if (existing) {
      // A form key or an embedded form would win over the id at deploy: linking replaces them.
      this.modeling.updateModdleProperties(element, existing, { formId, formKey: undefined, externalReference: undefined });
      return;
    }
    let extensionElements = businessObject.extensionElements;
    if (!extensionElements) {
      extensionElements = this.bpmnFactory.create('bpmn:ExtensionElements', { values: [] });
      extensionElements.$parent = businessObject;
      this.modeling.updateModdleProperties(element, businessObject, { extensionElements });
    }
    const definition = this.bpmnFactory.create('zeebe:FormDefinition', { formId });
    definition.$parent = extensionElements;
    this.modeling.updateModdleProperties(element, extensionElements, { values: [...(extensionElements.values ?? []), definition] });
  }

  private formDefinition(element: Shape): BusinessObject | undefined {
    return element.businessObject.extensionElements?.values?.find((value) => value.$type === 'zeebe:FormDefinition');
  }
}
