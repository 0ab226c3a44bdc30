import type { PermissionCode } from '../permissions/permission-code';

/** Who may open a screen, and what its actions check. */
export interface ScreenDeclaration {
  /** Full path without the layout prefix and without a leading slash, e.g. 'accounts/accpayments'. */
  path: string;
  title: string;
  /**
   * The screen's code; the transaction is the one that opens it (0, or 1 for dashboards). Absent: any signed-in user.
   */
  code?: PermissionCode;
  /** Only administrators open it (the admin menu). */
  administratorOnly?: boolean;
  /** The vendor screen check: the user needs any right on this screen code (spec section 6). */
  vendorScreen?: boolean;
}

export function screen(
  path: string,
  title: string,
  code?: PermissionCode,
  options: Pick<ScreenDeclaration, 'administratorOnly' | 'vendorScreen'> = {},
): ScreenDeclaration {
  return { path, title, ...(code ? { code } : {}), ...options };
}
