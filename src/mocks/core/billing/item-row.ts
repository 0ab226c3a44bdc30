import type { PosMenuItem } from '../../../kits/billing/domain/master-types';

/** A menu item master row as stored: the item and whether it is on sale. */
export interface ItemRow extends PosMenuItem {
  active: boolean;
}
