/**
 * The library model the analyst was working on, kept in the browser so that a reload opens it again. One entry per
 * user: two people sharing a browser each get their own work back.
 */
const keyOf = (user: string) => `baton.modeler.lastModel.${user}`;

export function rememberWork(storage: Storage, user: string, modelKey: string | null): void {
  if (modelKey) storage.setItem(keyOf(user), modelKey);
  else storage.removeItem(keyOf(user));
}

export const rememberedWork = (storage: Storage, user: string): string | null => storage.getItem(keyOf(user));
