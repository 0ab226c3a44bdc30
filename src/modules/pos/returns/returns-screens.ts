import type { ScreenMap } from '../../../engine/module-manifest';
import { POS } from '../../../menus/catalogue/pos';
import { DebitNotesScreen } from './debit-notes-screen';
import { SaleReturnsScreen } from './sale-returns-screen';

/** Sale returns against POS bills and customer debit notes, by route path (spread into the pos module's screen map). */
export const returnsScreens: ScreenMap = {
  [POS.posSaleReturn.path]: SaleReturnsScreen,
  [POS.posDebitNote.path]: DebitNotesScreen,
};
