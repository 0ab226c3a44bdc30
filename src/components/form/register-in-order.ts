import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Registers the fields in the order the page shows them, before any control does. A failed submit focuses the first
 * wrong field react-hook-form knows of, and a parent's own inputs register before its children's `Field`s; called at
 * the top of the form, it makes that the first wrong field on the page.
 */
export function registerInOrder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register'>,
  names: readonly Path<T>[],
): void {
  for (const name of names) form.register(name);
}
