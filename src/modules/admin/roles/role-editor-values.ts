import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { roleCodeProblem, roleNameProblem } from './role-rules';

/** The role form: its code (typed only for a new role), name and ticked rights ('module.menu.screen.transaction'). */
export interface RoleValues {
  code: string;
  name: string;
  rights: string[];
}

/** The ticked rights in one order, so the same rights always compare equal (what tells the form it is unchanged). */
export const rightsList = (keys: Iterable<string>): string[] => [...new Set(keys)].sort();

/** The role rules on the form's fields; the code is checked only on a new role (an existing one's cannot change). */
export function roleProblems(values: RoleValues, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const code = creating ? roleCodeProblem(values.code) : null;
  const name = roleNameProblem(values.name);
  if (code) problems.push({ field: 'code', message: code });
  if (name) problems.push({ field: 'name', message: name });
  return problems;
}

export const roleSchema = (creating: boolean) =>
  checkedBy(z.object({ code: z.string(), name: z.string(), rights: z.array(z.string()) }), (values) =>
    roleProblems(values, creating),
  );
