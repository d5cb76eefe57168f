/**
 * The DMN 1.3 elements as dmn-moddle builds them (its schema, resources/dmn/json/dmn13.json), narrowed to what the
 * compiler reads. Moddle objects carry no types at runtime: `$type` says which interface an element is.
 */
export interface DmnElement {
  readonly $type: string;
  readonly id?: string;
  readonly label?: string;
}

export interface NamedElement extends DmnElement {
  readonly name?: string;
}

export interface ElementReference {
  readonly href?: string;
}

export interface InformationItem extends NamedElement {
  readonly typeRef?: string;
}

export interface Expression extends DmnElement {
  readonly typeRef?: string;
}

export interface LiteralExpression extends Expression {
  readonly $type: 'dmn:LiteralExpression';
  readonly text?: string;
}

export interface UnaryTests extends Expression {
  readonly text?: string;
}

export interface InputClause extends DmnElement {
  readonly inputExpression?: LiteralExpression;
  readonly inputValues?: UnaryTests;
}

export interface OutputClause extends DmnElement {
  readonly name?: string;
  readonly typeRef?: string;
  readonly outputValues?: UnaryTests;
  readonly defaultOutputEntry?: LiteralExpression;
}

export interface DecisionRule extends DmnElement {
  readonly inputEntry?: UnaryTests[];
  readonly outputEntry?: LiteralExpression[];
}

export interface DecisionTable extends Expression {
  readonly $type: 'dmn:DecisionTable';
  readonly input?: InputClause[];
  readonly output?: OutputClause[];
  readonly rule?: DecisionRule[];
  readonly hitPolicy?: string;
  readonly aggregation?: string;
}

export interface ContextEntry extends DmnElement {
  readonly variable?: InformationItem;
  readonly value?: Expression;
}

export interface Context extends Expression {
  readonly $type: 'dmn:Context';
  readonly contextEntry?: ContextEntry[];
}

export interface List extends Expression {
  readonly $type: 'dmn:List';
  readonly elements?: Expression[];
}

export interface Relation extends Expression {
  readonly $type: 'dmn:Relation';
  readonly column?: InformationItem[];
  readonly row?: List[];
}

export interface Binding {
  readonly parameter?: InformationItem;
  readonly bindingFormula?: Expression;
}

export interface Invocation extends Expression {
  readonly $type: 'dmn:Invocation';
  readonly calledFunction?: Expression;
  readonly binding?: Binding[];
}

export interface FunctionDefinition extends Expression {
  readonly $type: 'dmn:FunctionDefinition';
  readonly formalParameter?: InformationItem[];
  readonly body?: Expression;
  readonly kind?: string;
}

export interface InformationRequirement extends DmnElement {
  readonly requiredDecision?: ElementReference;
  readonly requiredInput?: ElementReference;
}

export interface KnowledgeRequirement extends DmnElement {
  readonly requiredKnowledge?: ElementReference;
}

export interface Decision extends NamedElement {
  readonly $type: 'dmn:Decision';
  readonly variable?: InformationItem;
  readonly informationRequirement?: InformationRequirement[];
  readonly knowledgeRequirement?: KnowledgeRequirement[];
  readonly decisionLogic?: Expression;
  readonly extensionElements?: ExtensionElements;
}

/** Elements of other namespaces (Zeebe's) inside an element: dmn-moddle keeps each with its prefixed name and its attributes. */
export interface ExtensionElements {
  readonly values?: readonly { readonly $type: string; readonly value?: string }[];
}

export interface InputData extends NamedElement {
  readonly $type: 'dmn:InputData';
  readonly variable?: InformationItem;
}

export interface BusinessKnowledgeModel extends NamedElement {
  readonly $type: 'dmn:BusinessKnowledgeModel';
  readonly variable?: InformationItem;
  readonly encapsulatedLogic?: FunctionDefinition;
  readonly knowledgeRequirement?: KnowledgeRequirement[];
}

export interface DecisionService extends NamedElement {
  readonly $type: 'dmn:DecisionService';
  readonly variable?: InformationItem;
  readonly outputDecision?: ElementReference[];
  readonly encapsulatedDecision?: ElementReference[];
  readonly inputDecision?: ElementReference[];
  readonly inputData?: ElementReference[];
}

export interface FunctionItem extends DmnElement {
  readonly outputTypeRef?: string;
}

export interface ItemDefinition extends NamedElement {
  readonly typeRef?: string;
  readonly allowedValues?: UnaryTests;
  readonly itemComponent?: ItemDefinition[];
  readonly isCollection?: boolean;
  readonly functionItem?: FunctionItem;
}

export interface Import extends NamedElement {
  readonly namespace?: string;
  readonly importType?: string;
}

export interface Definitions extends NamedElement {
  readonly $type: 'dmn:Definitions';
  readonly namespace?: string;
  readonly drgElement?: DmnElement[];
  readonly itemDefinition?: ItemDefinition[];
  readonly import?: Import[];
}

export function isDecision(element: DmnElement): element is Decision {
  return element.$type === 'dmn:Decision';
}

export function isInputData(element: DmnElement): element is InputData {
  return element.$type === 'dmn:InputData';
}

export function isBusinessKnowledgeModel(element: DmnElement): element is BusinessKnowledgeModel {
  return element.$type === 'dmn:BusinessKnowledgeModel';
}

export function isDecisionService(element: DmnElement): element is DecisionService {
  return element.$type === 'dmn:DecisionService';
}

/** `#_id`, or `namespace#_id` with the model's own namespace, names an element of this model; an href into another (an import) gives null. */
export function referencedId(reference: ElementReference | undefined, namespace: string | undefined): string | null {
  const href = reference?.href;
  if (href === undefined) return null;
  const hash = href.indexOf('#');
  if (hash === -1) return null;
  const prefix = href.slice(0, hash);
  return prefix === '' || prefix === namespace ? href.slice(hash + 1) : null;
}

export interface ChildExpression {
  readonly value?: Expression;
}

export interface Conditional extends Expression {
  readonly $type: 'dmn:Conditional';
  readonly if?: ChildExpression;
  readonly then?: ChildExpression;
  readonly else?: ChildExpression;
}

export interface Filter extends Expression {
  readonly $type: 'dmn:Filter';
  readonly in?: ChildExpression;
  readonly match?: ChildExpression;
}

/** `for`, `some` and `every`: an iterator over the list `in`. */
export interface Iterator extends Expression {
  readonly $type: 'dmn:For' | 'dmn:Some' | 'dmn:Every';
  readonly iteratorVariable?: string;
  readonly in?: ChildExpression;
  readonly return?: ChildExpression;
  readonly satisfies?: ChildExpression;
}
