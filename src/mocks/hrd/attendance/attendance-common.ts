import type { TRANSACTION } from '../../../lib/permissions/permission-code';
import { code } from '../../../lib/permissions/permission-code';
import { can } from '../../../lib/permissions/can';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { DemoSession } from '../../core/sessions/auth';
import type { HrdDepartment } from '../../../modules/hrd/domain/organisation-types';

/** A body value as text ('' for none). */
export const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Whether the session holds `transaction` on the screen (an administrator holds everything). */
export function holds(
  session: DemoSession,
  screen: ScreenDeclaration,
  transaction: (typeof TRANSACTION)[keyof typeof TRANSACTION],
): boolean {
  const { moduleCode, menuCode, screenCode } = screen.code!;
  return can(
    { usr: { rCode: session.user.rCode }, roles: session.roles },
    code(moduleCode, menuCode, screenCode, transaction),
  );
}

/** A department and every department under it (the tree's parentId), for a grid of one department. */
export function departmentAndBelow(departments: readonly HrdDepartment[], top: number): Set<number> {
  const found = new Set([top]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const department of departments) {
      if (department.parentId !== null && found.has(department.parentId) && !found.has(department.recordId)) {
        found.add(department.recordId);
        grew = true;
      }
    }
  }
  return found;
}
