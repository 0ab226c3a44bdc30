import type { ProductCode } from '../../lib/editions';
import type { Permission } from '../../lib/session/session-types';

/** Transaction codes (spec section 6): 0 view, 1 create, 2 modify, 7 print. No 3 (delete). */
const VIEW_CREATE_MODIFY = [0, 1, 2] as const;

interface ScreenGrant {
  moduleCode: number;
  menuCode: number;
  screenCode: number;
  print?: boolean;
}

interface StaffAccess {
  /** Module whose dashboard (menu 0, screen 0, transaction 1) the staff user sees. */
  dashboard: number;
  screens: readonly ScreenGrant[];
}

// Module codes: accounts 1, purchases 2, inventory 3, sales/POS 5, front office 6, CRM 7, HR 8,
// production 10. Masters are menu 1 in every module; POS transactions menu 2.
const ACCOUNTS_MASTERS: readonly ScreenGrant[] = [
  { moduleCode: 1, menuCode: 1, screenCode: 1 }, // account groups
  { moduleCode: 1, menuCode: 1, screenCode: 2 }, // accounts
];
const HR_EMPLOYEES: ScreenGrant = { moduleCode: 8, menuCode: 1, screenCode: 6 };
const INVENTORY_ITEMS: ScreenGrant = { moduleCode: 3, menuCode: 1, screenCode: 4 };
const POS_MASTERS: readonly ScreenGrant[] = [
  { moduleCode: 5, menuCode: 1, screenCode: 2 }, // items
  { moduleCode: 5, menuCode: 1, screenCode: 9 }, // tables / counters
  { moduleCode: 5, menuCode: 2, screenCode: 1, print: true }, // billing
];
const CRM_MASTERS: readonly ScreenGrant[] = [
  { moduleCode: 7, menuCode: 1, screenCode: 1 }, // customer groups
  { moduleCode: 7, menuCode: 1, screenCode: 5 }, // contacts
  { moduleCode: 7, menuCode: 1, screenCode: 9 }, // customers
];
const PURCHASE_MASTERS: readonly ScreenGrant[] = [
  { moduleCode: 2, menuCode: 1, screenCode: 1 }, // supplier groups
  { moduleCode: 2, menuCode: 1, screenCode: 2 }, // suppliers
];

const STAFF_ACCESS: Record<ProductCode, StaffAccess> = {
  'D-MIN': {
    dashboard: 6,
    screens: [
      { moduleCode: 6, menuCode: 1, screenCode: 1 }, // room categories
      { moduleCode: 6, menuCode: 1, screenCode: 2 }, // rooms
      { moduleCode: 6, menuCode: 1, screenCode: 6 }, // customers
    ],
  },
  'D-COM': { dashboard: 2, screens: [...PURCHASE_MASTERS, INVENTORY_ITEMS] },
  'D-USI': {
    dashboard: 10,
    screens: [
      { moduleCode: 10, menuCode: 1, screenCode: 1 }, // production processes
      { moduleCode: 10, menuCode: 1, screenCode: 2 }, // process attachments
      INVENTORY_ITEMS,
    ],
  },
  'D-SHI': { dashboard: 1, screens: [...ACCOUNTS_MASTERS, HR_EMPLOYEES] },
  'D-CON': { dashboard: 2, screens: [...PURCHASE_MASTERS, INVENTORY_ITEMS] },
  'D-DHA': { dashboard: 1, screens: [...ACCOUNTS_MASTERS, HR_EMPLOYEES] },
  'D-REA': { dashboard: 7, screens: CRM_MASTERS },
  'D-RID': { dashboard: 5, screens: POS_MASTERS },
  'D-CRM': { dashboard: 7, screens: CRM_MASTERS },
  'D-RES': { dashboard: 5, screens: POS_MASTERS },
  'D-SHA': { dashboard: 7, screens: CRM_MASTERS.slice(1) },
  'D-TAK': { dashboard: 5, screens: POS_MASTERS },
  'D-HOS': { dashboard: 1, screens: [...ACCOUNTS_MASTERS, HR_EMPLOYEES] },
  'D-EC1': { dashboard: 5, screens: [...POS_MASTERS.slice(0, 1), INVENTORY_ITEMS] },
  'D-POS': { dashboard: 5, screens: POS_MASTERS },
};

/** The partial permission list of an edition's EMPLOYEE user. */
export function staffRoles(pCode: ProductCode): Permission[] {
  const access = STAFF_ACCESS[pCode];
  const roles: Permission[] = [{ moduleCode: access.dashboard, menuCode: 0, screenCode: 0, transCode: 1 }];
  for (const { print, ...screen } of access.screens) {
    const transCodes = print ? [...VIEW_CREATE_MODIFY, 7] : VIEW_CREATE_MODIFY;
    for (const transCode of transCodes) roles.push({ ...screen, transCode });
  }
  return roles;
}
