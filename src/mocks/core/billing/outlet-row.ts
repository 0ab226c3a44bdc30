import type { PosOutlet } from '../../../kits/billing/domain/master-types';

/** An outlet master row as stored: the outlet and whether it is in use. */
export interface OutletRow extends PosOutlet {
  active: boolean;
}
