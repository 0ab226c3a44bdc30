import type { ReactNode } from 'react';
import { useScreenPermission } from './use-screen-permission';
import type { TransactionName } from '../lib/permissions/permission-code';

/** Renders an action (New, Edit, Delete, Print, Approve...) only when its transaction code is granted. */
export function ScreenAction({ transaction, children }: { transaction: TransactionName; children: ReactNode }) {
  const allowed = useScreenPermission()(transaction);
  return allowed ? <>{children}</> : null;
}
