import { describe, expect, it } from 'vitest';
import { rememberedWork, rememberWork } from './last-autosaved';

/** Storage's contract over a Map: the spec runs without a browser. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('rememberWork', () => {
  it('keeps the model per user, and forgets it when the user opens unsaved work', () => {
    const storage = new MemoryStorage();
    rememberWork(storage, 'ann', '42');
    rememberWork(storage, 'dave', '7');
    expect(rememberedWork(storage, 'ann')).toBe('42');
    rememberWork(storage, 'ann', null);
    expect(rememberedWork(storage, 'ann')).toBeNull();
    expect(rememberedWork(storage, 'dave')).toBe('7');
  });
});
