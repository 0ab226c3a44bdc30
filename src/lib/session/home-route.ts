import { SPECIAL_COMPANY_CODE } from '../editions';

/**
 * Where each edition lands after sign-in (spec section 2): D-USI and D-USO the manufacturing
 * dashboard, D-REA the real-estate dashboard, D-SHI the school dashboard. Every other edition
 * lands on the common dashboard, /dashboard/dashboardmain.
 */
const HOME_BY_PRODUCT: Readonly<Record<string, string>> = {
  'D-USI': '/dashboard/dashboardUsine',
  'D-USO': '/dashboard/dashboardUsine',
  'D-REA': '/dashboard/dashboardReal',
  'D-SHI': '/dashboard/dashboardshiksha',
};

export const COMMON_DASHBOARD = '/dashboard/dashboardmain';

export function homeRouteFor(pCode: string): string {
  return HOME_BY_PRODUCT[pCode] ?? COMMON_DASHBOARD;
}

/** Sign-out goes to sessions/login, except for company 13010 which goes to general/welcome. */
export function signOutRouteFor(companyCode: number): string {
  return companyCode === SPECIAL_COMPANY_CODE ? '/general/welcome' : '/sessions/login';
}

/** Accepts only in-app paths as a place to return to after sign-in. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.startsWith('/sessions')) return null;
  return value;
}
