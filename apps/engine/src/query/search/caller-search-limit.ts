/**
 * How many searches each caller has under way in this engine process, so that one caller cannot fill the search
 * connections with slow searches (100 `$like` searches at once once made everyone's requests wait for seconds).
 * Only callers with a search under way are kept.
 */
export class CallerSearchLimit {
  private readonly underWay = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts a search of `caller` in; false, counting nothing, when the caller has `max` under way already. */
  tryEnter(caller: string): boolean {
    const count = this.underWay.get(caller) ?? 0;
    if (count >= this.max) return false;
    this.underWay.set(caller, count + 1);
    return true;
  }

  /** Counts a search of `caller` out (one that {@link tryEnter} counted in). */
  leave(caller: string): void {
    const count = this.underWay.get(caller) ?? 0;
    if (count <= 1) this.underWay.delete(caller);
    else this.underWay.set(caller, count - 1);
  }

  /** Searches `caller` has under way. */
  countOf(caller: string): number {
    return this.underWay.get(caller) ?? 0;
  }
}
