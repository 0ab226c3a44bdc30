import { useCallback } from 'react';
import { useSession } from '../session/session-store';
import { can, isAdministrator } from './can';
import type { PermissionCode } from './permission-code';

/** `can` bound to the signed-in user, for components. */
export function usePermissions() {
  const session = useSession();
  return {
    session,
    administrator: isAdministrator(session),
    can: useCallback((code: PermissionCode) => can(session, code), [session]),
  };
}
