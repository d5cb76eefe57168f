import { compileFeelUnaryTests, type FeelTypeName, type FeelUnaryTests } from '@baton/feel';
import type { Problems } from '../compile/problems.js';
import type { ItemDefinition, UnaryTests } from '../moddle/dmn-elements.js';
import { ANY, type DmnType } from './dmn-type.js';

/** The FEEL built-in types by the names a typeRef uses (FEEL's, and the XML Schema names of older models). */
const BUILTIN: Readonly<Record<string, FeelTypeName | 'Any'>> = {
  Any: 'Any',
  number: 'number',
  string: 'string',
  boolean: 'boolean',
  date: 'date',
  time: 'time',
  'date and time': 'date and time',
  dateTime: 'date and time',
  'days and time duration': 'days and time duration',
  dayTimeDuration: 'days and time duration',
  'years and months duration': 'years and months duration',
  yearMonthDuration: 'years and months duration',
  context: 'context',
  list: 'list',
  function: 'function',
  range: 'range',
};

/** The types of a model's item definitions, each resolved once by its name. */
export class TypeRegistry {
  private readonly definitions = new Map<string, ItemDefinition>();
  private readonly resolved = new Map<string, DmnType>();
  private readonly resolving = new Set<string>();

  constructor(
    definitions: readonly ItemDefinition[],
    private readonly problems: Problems,
  ) {
    for (const definition of definitions) if (definition.name !== undefined) this.definitions.set(definition.name, definition);
  }

  /** The type a typeRef names (`number`, `feel:date`, `tLoan`, `ns.tLoan`); no typeRef is Any. */
  typeOf(typeRef: string | undefined): DmnType {
    if (typeRef === undefined || typeRef.trim() === '') return ANY;
    const name = typeRef.trim();
    const local = name.startsWith('feel:') ? name.slice(5) : name;
    if (this.definitions.has(local)) return this.definition(local);
    const builtin = BUILTIN[local] ?? BUILTIN[local.slice(local.indexOf('.') + 1)] ?? BUILTIN[local.slice(local.indexOf(':') + 1)];
    if (builtin === undefined || builtin === 'Any') return ANY;
    return { kind: 'simple', name: local, feelType: builtin, allowed: null };
  }

  private definition(name: string): DmnType {
    const known = this.resolved.get(name);
    if (known) return known;
    // A recursive type (a tree of nodes) is checked down to its first repetition.
    if (this.resolving.has(name)) return ANY;
    this.resolving.add(name);
    const type = this.itemType(this.definitions.get(name) as ItemDefinition, name);
    this.resolving.delete(name);
    this.resolved.set(name, type);
    return type;
  }

  /**
   * The type of what an invocable (a business knowledge model, a decision service) returns, from the typeRef of its
   * variable: a function type's output type, or the type it names (models name the result's type there too).
   */
  resultTypeOf(typeRef: string | undefined): DmnType {
    const type = this.typeOf(typeRef);
    if (type.kind !== 'simple' || type.feelType !== 'function') return type;
    const definition = this.definitions.get(type.name);
    return definition?.functionItem ? this.typeOf(definition.functionItem.outputTypeRef) : ANY;
  }

  private itemType(definition: ItemDefinition, name: string): DmnType {
    const components = definition.itemComponent ?? [];
    let type: DmnType;
    if (definition.functionItem !== undefined) {
      type = { kind: 'simple', name, feelType: 'function', allowed: null };
    } else if (components.length > 0) {
      type = {
        kind: 'structure',
        name,
        components: new Map(components.map((component) => [component.name ?? '', this.itemType(component, component.name ?? '')])),
      };
    } else {
      type = this.withAllowedValues(this.typeOf(definition.typeRef), definition.allowedValues, definition.id, name);
    }
    return definition.isCollection === true ? { kind: 'collection', name, item: type } : type;
  }

  private withAllowedValues(base: DmnType, allowedValues: UnaryTests | undefined, elementId: string | undefined, name: string): DmnType {
    const allowed = this.allowedValues(allowedValues, elementId);
    if (allowed === null) return base.kind === 'simple' ? { ...base, name } : base;
    if (base.kind === 'simple') return { ...base, name, allowed };
    return base;
  }

  private allowedValues(allowedValues: UnaryTests | undefined, elementId: string | undefined): FeelUnaryTests | null {
    const text = allowedValues?.text;
    if (text === undefined || text.trim() === '') return null;
    const compiled = compileFeelUnaryTests(text, {}, 'dmn');
    if (compiled.ok) return compiled.program;
    this.problems.add(elementId, `the allowed values do not compile: ${compiled.message}`);
    return null;
  }
}
