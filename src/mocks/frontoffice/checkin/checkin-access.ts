import { can } from '../../../lib/permissions/can';
import { code, type TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import type { CheckinScreenName } from '../../../modules/frontoffice/checkin/domain/checkin-types';
import type { StayKind } from '../../../modules/frontoffice/domain/stay-types';
import { requireSession } from '../../core/sessions/auth';
import type { Access } from '../../core/sessions/authorise';
import { foSession } from '../fo-session';

type Transaction = (typeof TRANSACTION)[keyof typeof TRANSACTION];

export const SCREEN_OF: Record<CheckinScreenName, ScreenDeclaration> = {
  checkIn: FRONT_OFFICE.checkIn,
  quickCheckIn: FRONT_OFFICE.quickCheckIn,
  houseGuest: FRONT_OFFICE.houseGuest,
  changeDetails: FRONT_OFFICE.changeDetails,
  guestManagement: FRONT_OFFICE.guestManagement,
  cancelCheckIn: FRONT_OFFICE.cancelCheckIn,
};

export const SCREEN_OF_KIND: Record<StayKind, ScreenDeclaration> = {
  GUEST: FRONT_OFFICE.checkIn,
  QUICK: FRONT_OFFICE.quickCheckIn,
  HOUSE: FRONT_OFFICE.houseGuest,
};

/**
 * The session when the user has `transaction` on any of the screens (e.g. the registration card prints from
 * Check-in right after saving, and from its own screen later); else the first screen's refusal.
 */
export async function anyScreenSession(
  request: Request,
  screens: readonly ScreenDeclaration[],
  transaction: Transaction,
  access: Access,
) {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const holder = { usr: { rCode: session.user.rCode }, roles: session.roles };
  const allowed = screens.find((screen) =>
    can(holder, code(screen.code!.moduleCode, screen.code!.menuCode, screen.code!.screenCode, transaction)),
  );
  return foSession(request, allowed ?? screens[0]!, transaction, access);
}
