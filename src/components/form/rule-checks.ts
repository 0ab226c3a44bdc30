import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/** A rule's finding about one field (the shape the modules' pure rules return, shared with the demo backend). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The schema, and once its fields are valid on their own, the module's rules across fields: each problem they find
 * is shown beside the field it names. The same rules run in the demo backend, so the form refuses what it would.
 */
export function checkedBy<S extends z.ZodType>(schema: S, check: (values: z.output<S>) => ReadonlyArray<FieldProblem>) {
  return schema.superRefine((values, context) => {
    for (const problem of check(values)) {
      context.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message });
    }
  });
}

/**
 * Marks beside their fields the problems a server's refusal names (field → message), focusing the first; a name the
 * form does not hold is shown on `fallback` when given.
 */
export function markProblems<T extends FieldValues>(
  form: UseFormReturn<T>,
  problems: Readonly<Record<string, string>>,
  fallback?: Path<T>,
): void {
  const held = new Set(Object.keys(form.getValues()));
  let first = true;
  for (const [field, message] of Object.entries(problems)) {
    const name = held.has(field.split('.')[0]!) ? field : fallback;
    if (!name) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
