import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { authorise, type Access } from '../core/sessions/authorise';

/**
 * The contract's screenCheck(usr, 2, 2, 1, tran): requests are module 2, menu 2, screen 1; approval is transaction 98.
 */
export function requestCheck(request: Request, transaction: number, access: Access) {
  const screen = PROCUREMENT.purRequests.code!;
  return authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);
}

/** What both the requests screen (0) and the approval queue (98) show may be read with either right. */
export async function readCheck(request: Request) {
  const viewer = await requestCheck(request, TRANSACTION.view, 'read');
  return viewer instanceof Response ? requestCheck(request, TRANSACTION.approve, 'read') : viewer;
}
