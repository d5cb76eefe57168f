import { describe, expect, it } from 'vitest';
import { answered, asked, failed, initialState, view } from './loader-state.js';

const failure = new Error('engine down');

describe('the loader state: what is shown answers the current key', () => {
  it('shows nothing before the first answer, then the answer', () => {
    const first = asked(initialState<string>('a'), 'a');
    expect(view(first, 'a')).toEqual({ data: undefined, previous: undefined, error: undefined, loading: true });
    expect(view(answered('a', 'list a'), 'a')).toEqual({ data: 'list a', previous: undefined, error: undefined, loading: false });
  });

  it('keeps the answer on screen while the same key is asked again (a poll, a reload)', () => {
    const polling = asked(answered('a', 'list a'), 'a');
    expect(view(polling, 'a')).toEqual({ data: 'list a', previous: undefined, error: undefined, loading: true });
  });

  it("offers a new key the old key's answer only as previous, never as its data", () => {
    const shown = answered('a', 'list a');
    // the render for the new key comes before the effect that asks for it
    expect(view(shown, 'b')).toEqual({ data: undefined, previous: 'list a', error: undefined, loading: true });
    const asking = asked(shown, 'b');
    expect(view(asking, 'b')).toEqual({ data: undefined, previous: 'list a', error: undefined, loading: true });
    expect(view(answered('b', 'list b'), 'b')).toEqual({ data: 'list b', previous: undefined, error: undefined, loading: false });
  });

  it('drops the previous answer when the new key fails, and shows only its failure', () => {
    const state = failed(asked(answered('a', 'list a'), 'b'), 'b', failure);
    expect(view(state, 'b')).toEqual({ data: undefined, previous: undefined, error: failure, loading: false });
  });

  it("keeps a key's answer beside its failure when asking again fails, and forgets the failure for a new key", () => {
    const state = failed(asked(answered('a', 'list a'), 'a'), 'a', failure);
    expect(view(state, 'a')).toEqual({ data: 'list a', previous: undefined, error: failure, loading: false });
    expect(view(asked(state, 'b'), 'b')).toEqual({ data: undefined, previous: 'list a', error: undefined, loading: true });
  });

  it('shows a key its own answer again when the keys go back before the other answered', () => {
    const back = asked(asked(answered('a', 'list a'), 'b'), 'a');
    expect(view(back, 'a')).toEqual({ data: 'list a', previous: undefined, error: undefined, loading: true });
  });
});
