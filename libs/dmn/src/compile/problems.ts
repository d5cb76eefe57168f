/** Why a model cannot be deployed: the element and the reason. */
export interface DmnProblem {
  elementId?: string;
  message: string;
}

/** The problems a compilation finds, collected so that a deploy names all of them at once. */
export class Problems {
  readonly list: DmnProblem[] = [];

  add(elementId: string | undefined, message: string): void {
    this.list.push(elementId === undefined ? { message } : { elementId, message });
  }
}
