import type { Assignment } from '../../../lib/session/session-types';
import type { AssignmentGroup } from './assignment-options';
import { checkFlag } from './user-rules';
import type { AdminUser, UserDraft } from './user-types';

/** The user form's values: the switches as booleans, the assignments as checked `TYP:CODE` keys. */
export interface UserFormValues {
  userName: string;
  rCode: string;
  branch: string;
  web: boolean;
  mobile: boolean;
  assg: string[];
}

/** The checkbox value of an assignment. */
export const assignmentKey = (assignment: Assignment) => `${assignment.typ}:${assignment.code}`;

/**
 * A new user's empty form (access off, the first branch) or an existing user's values (only assignments still on
 * offer).
 */
export function toFormValues(
  base: AdminUser | null,
  groups: readonly AssignmentGroup[],
  firstBranch: string,
): UserFormValues {
  const offered = new Set(groups.flatMap((group) => group.options.map(assignmentKey)));
  return {
    userName: base?.userName ?? '',
    rCode: base?.rCode ?? '',
    branch: base?.branch ?? firstBranch,
    web: base?.webCheck === '1',
    mobile: base?.mobileCheck === '1',
    assg: (base?.assg ?? []).map(assignmentKey).filter((key) => offered.has(key)),
  };
}

/** The user as saved, from the form's values. */
export function toDraft(values: UserFormValues, groups: readonly AssignmentGroup[]): UserDraft {
  const checked = new Set(values.assg);
  return {
    userName: values.userName.trim(),
    rCode: values.rCode,
    branch: values.branch,
    webCheck: checkFlag(values.web),
    mobileCheck: checkFlag(values.mobile),
    assg: groups.flatMap((group) => group.options.filter((option) => checked.has(assignmentKey(option)))),
  };
}
