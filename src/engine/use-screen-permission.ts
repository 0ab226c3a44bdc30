import { useCallback } from 'react';
import { withTransaction, type TransactionName } from '../lib/permissions/permission-code';
import { usePermissions } from '../lib/permissions/use-permissions';
import { useCurrentScreen } from './current-screen';

/**
 * May the user perform this transaction on the current screen (New 1, Edit 2, Delete 3, other
 * dates 4, Print 7, Reprint 8, Mail 9, Approve 98...)? Screens without a code (the generic areas,
 * the admin screens only administrators reach) allow every action.
 */
export function useScreenPermission(): (transaction: TransactionName) => boolean {
  const screen = useCurrentScreen();
  const { can } = usePermissions();
  return useCallback(
    (transaction: TransactionName) => !screen?.code || can(withTransaction(screen.code, transaction)),
    [screen, can],
  );
}
