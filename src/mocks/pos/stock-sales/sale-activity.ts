import { code, TRANSACTION, type TransactionName } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { logActivity } from '../../core/activity-log';
import { authorise, type Access } from '../../core/sessions/authorise';

/** The screen's own right for one transaction (view 0, create 1, modify 2, cancel 3, print 7, reprint 8). */
export function checkRight(request: Request, screen: ScreenDeclaration, transaction: TransactionName, access: Access) {
  const own = screen.code!;
  return authorise(request, code(own.moduleCode, own.menuCode, own.screenCode, TRANSACTION[transaction]), access);
}

/** One activity-log row of stock sales (module 'pos'). */
export function logSale(
  companyCode: number,
  user: string,
  action: string,
  subject: string,
  reference: string,
  detail: string,
  amounts: [number | null, number | null] = [null, null],
) {
  return logActivity(
    { companyCode, userName: user },
    { module: 'pos', action, subject, reference, before: amounts[0], after: amounts[1], detail },
  );
}
