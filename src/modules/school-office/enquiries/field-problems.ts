import type { FieldProblem } from '../../../components/form/rule-checks';

/** The enquiry rules' problems (field → message) as the list a form's schema marks beside the fields. */
export const problemList = (problems: Readonly<Partial<Record<string, string>>>): FieldProblem[] =>
  Object.entries(problems).flatMap(([field, message]) => (message ? [{ field, message }] : []));
