import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { AdvancesScreen } from './advances/advances-screen';
import { PostChargeScreen } from './charges/post-charge-screen';
import { LedgerScreen } from './ledger/ledger-screen';
import { TariffChangeScreen } from './tariff/tariff-change-screen';
import { TariffSlotsScreen } from './tariff/tariff-slots-screen';
import { RoomTransferScreen } from './transfer/room-transfer-screen';

/**
 * the folio: ledger, posted charges, advances, tariff change and its slots, room transfer, restaurant bills to the
 * room, by route path (spread into the front office module's screen map).
 */
export const folioScreens: ScreenMap = {
  [FRONT_OFFICE.ledger.path]: LedgerScreen,
  [FRONT_OFFICE.postCharges.path]: PostChargeScreen,
  [FRONT_OFFICE.advances.path]: AdvancesScreen,
  [FRONT_OFFICE.tariffChange.path]: TariffChangeScreen,
  [FRONT_OFFICE.tariffSlots.path]: TariffSlotsScreen,
  [FRONT_OFFICE.roomTransfer.path]: RoomTransferScreen,
};
