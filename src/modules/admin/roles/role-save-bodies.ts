import type { Permission } from '../../../lib/session/session-types';
import { permissionKey, sortPermissions } from './permission-matrix';
import { moduleName } from './module-names';

/** One setAdminRole call: a role's rights in one module (08-login §3), with our description of the role. */
export interface RoleModuleBody {
  roles: Permission[];
  rolesName: string;
  moduleCode: string;
  description: string;
}

const moduleOf = (permissions: readonly Permission[], moduleCode: number) =>
  sortPermissions(permissions.filter((permission) => permission.moduleCode === moduleCode));

const sameRights = (a: readonly Permission[], b: readonly Permission[]) =>
  a.map(permissionKey).join(',') === b.map(permissionKey).join(',');

/**
 * The calls that save a role: the contract's setAdminRole replaces the role's rights of one module, so each module
 * whose rights changed is sent with its rights (none where every one was taken away). A change of the description
 * alone goes with the first module the role has rights in.
 */
export function roleSaveBodies(
  code: string,
  description: string,
  permissions: readonly Permission[],
  before: { description: string; permissions: readonly Permission[] } | null,
): RoleModuleBody[] {
  const was = before?.permissions ?? [];
  const modules = [...new Set([...permissions, ...was].map((permission) => permission.moduleCode))].sort(
    (a, b) => a - b,
  );
  const body = (moduleCode: number): RoleModuleBody => ({
    roles: moduleOf(permissions, moduleCode),
    rolesName: code,
    moduleCode: moduleName(moduleCode),
    description,
  });
  const changed = modules.filter(
    (moduleCode) => !sameRights(moduleOf(permissions, moduleCode), moduleOf(was, moduleCode)),
  );
  if (changed.length > 0 || !before || before.description === description) return changed.map(body);
  const first = modules.find((moduleCode) => moduleOf(permissions, moduleCode).length > 0);
  return first === undefined ? [] : [body(first)];
}
