import type { Permission } from '../session/session-types';

/** A permission is the four-part code of spec section 6: module, menu, screen, transaction. */
export type PermissionCode = Permission;

/** Module codes: spec section 6; front desk to hostels are ours (the spec gives none). */
export const MODULE = {
  accounts: 1,
  purchases: 2,
  inventory: 3,
  sales: 5,
  frontOffice: 6,
  crm: 7,
  hr: 8,
  production: 10,
  quality: 11,
  frontDesk: 12,
  students: 13,
  library: 14,
  vehicles: 15,
  hostels: 16,
} as const;

/** Transaction codes (spec section 6); 0 opens the screen (views it). */
export const TRANSACTION = {
  view: 0,
  create: 1,
  modify: 2,
  delete: 3,
  otherDates: 4,
  print: 7,
  reprint: 8,
  mail: 9,
  remail: 10,
  advanceCreate: 11,
  advanceModify: 12,
  advanceCancel: 13,
  advanceOtherDates: 14,
  advanceReprint: 18,
  approve: 98,
} as const;

export type TransactionName = keyof typeof TRANSACTION;

/** A screen's code with transaction 0 (open) unless given. */
export function code(moduleCode: number, menuCode: number, screenCode: number, transCode = 0): PermissionCode {
  return { moduleCode, menuCode, screenCode, transCode };
}

/** A module dashboard: menu 0, screen 0, transaction 1 (spec section 6). */
export function dashboardCode(moduleCode: number): PermissionCode {
  return code(moduleCode, 0, 0, 1);
}

/** The same screen with another transaction. */
export function withTransaction(screen: PermissionCode, transaction: TransactionName): PermissionCode {
  return { ...screen, transCode: TRANSACTION[transaction] };
}

export function sameCode(a: PermissionCode, b: PermissionCode): boolean {
  return (
    a.moduleCode === b.moduleCode &&
    a.menuCode === b.menuCode &&
    a.screenCode === b.screenCode &&
    a.transCode === b.transCode
  );
}
