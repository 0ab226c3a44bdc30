import type { MenuIconName } from './menu-icon-name';
import type { ProductCode } from '../lib/editions';
import type { PermissionCode } from '../lib/permissions/permission-code';

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
  /** A link shows only when the user passes this check. No code: every signed-in user. */
  code?: PermissionCode;
  /** The link points to another module's path, as the spec's menu does; it keeps its own code. */
  placeholder?: boolean;
  /** Shown to administrators only (the admin menu). */
  administratorOnly?: boolean;
  /** Hidden in these editions (the spec's "CRM menu hidden for D-USI"). */
  hiddenFor?: readonly ProductCode[];
  /** Hidden for these company codes (13010's reduced admin menu). */
  hiddenForCompanies?: readonly number[];
}

export type Menu = readonly MenuItem[];

/** One edition's sidebar. */
export interface EditionMenu {
  pCode: ProductCode;
  /** The menu every role gets, unless `roleMenus` names the role. */
  items: Menu;
  /** The admin group is added for administrators (spec "Menu by product"). */
  administratorMenu: boolean;
  /** A role (upper case) that gets its own, smaller menu (D-SHA EMPLOYEE). */
  roleMenus?: Readonly<Record<string, Menu>>;
}
