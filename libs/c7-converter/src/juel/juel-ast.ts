/** The simple JUEL the converter can say in FEEL: no method calls, indexes or Camunda 7 context objects. */
export type JuelNode =
  | { kind: 'literal'; feel: string }
  | { kind: 'name'; name: string }
  | { kind: 'member'; object: JuelNode; property: string }
  | { kind: 'binary'; operator: BinaryOperator; left: JuelNode; right: JuelNode }
  | { kind: 'not'; operand: JuelNode }
  | { kind: 'negate'; operand: JuelNode }
  | { kind: 'empty'; operand: JuelNode }
  | { kind: 'conditional'; condition: JuelNode; whenTrue: JuelNode; whenFalse: JuelNode };

export type BinaryOperator = 'or' | 'and' | '=' | '!=' | '<' | '>' | '<=' | '>=' | '+' | '-' | '*' | '/';
