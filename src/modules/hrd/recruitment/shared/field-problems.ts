import type { FieldProblem } from '../../../../components/form/rule-checks';
import type { Problems } from '../../domain/recruit-resume';

/** A module rule's problems (field → message) as the list the form's schema marks beside the fields. */
export const problemList = (problems: Problems): FieldProblem[] =>
  Object.entries(problems).map(([field, message]) => ({ field, message }));

/** What a field error holds besides the errors of its parts. */
const OWN = new Set(['message', 'type', 'types', 'ref']);

/**
 * The form's problems by field path (`curriculum.0.qual`), for the parts that take them so (the lines of a resume,
 * the candidates of an interview).
 */
export function problemsOf(errors: unknown): Problems {
  const found: Problems = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if (path && 'message' in node && typeof node.message === 'string') found[path] = node.message;
    for (const [key, child] of Object.entries(node)) if (!OWN.has(key)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return found;
}
