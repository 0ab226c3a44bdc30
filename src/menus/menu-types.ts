import type { MenuIconName } from '../components/menu-icon';

/** A sidebar node (spec section 3): link, dropDown (has sub items) or extLink (new tab). */
export interface MenuItem {
  name: string;
  description?: string;
  type: 'link' | 'dropDown' | 'extLink';
  icon?: MenuIconName;
  /** Route without the layout prefix (link), or the address (extLink). */
  state?: string;
  sub?: readonly MenuItem[];
  disabled?: boolean;
  tooltip?: string;
}

export type Menu = readonly MenuItem[];
