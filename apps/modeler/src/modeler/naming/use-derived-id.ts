import { useState } from 'react';
import { idFromName, isValidId } from './derived-id';

/**
 * A name and the id derived from it, which follows the name until the analyst edits the id itself. `initial.id`, when
 * given, is the id until the name changes.
 */
export function useDerivedId(prefix: string, initial: { name: string; id?: string }) {
  const [name, setName] = useState(initial.name);
  const [id, setId] = useState(initial.id ?? idFromName(initial.name, prefix));
  const [idEdited, setIdEdited] = useState(false);
  return {
    name,
    id,
    /** Why the pair cannot be used, or null. */
    problem: name.trim() === '' ? 'Give it a name' : isValidId(id) ? null : 'The id starts with a letter or _ and holds only letters, digits, _ - .',
    setName(next: string) {
      setName(next);
      if (!idEdited) setId(idFromName(next, prefix));
    },
    setId(next: string) {
      setId(next);
      setIdEdited(true);
    },
  };
}
