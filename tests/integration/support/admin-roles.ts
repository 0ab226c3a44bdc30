import { screen } from '@testing-library/react';
import { ADMIN_ENDPOINTS } from '../../../src/modules/admin/admin-endpoints';
import { editionMatrix, keyPermission, sortPermissions } from '../../../src/modules/admin/roles/permission-matrix';

// What the role tests (admin-roles-matrix-edit, admin-roles-create-delete-refusals) share: the company, the screen,
// a right, the matrix's checkboxes and search, and the setAdminRole calls the demo server saw.
export const RESTAURANT = 1010;
export const ROLES = '/applayout-sidebar-large/admin/roles';
export const SAVED = 'Saved. Users of this role get the change when they next sign in.';
/** Every right of the restaurant's matrix (the catalogue's size, not this test's subject). */
export const TOTAL = editionMatrix('D-RES').reduce((count, module) => count + module.keys.length, 0);
export const p = (moduleCode: number, menuCode: number, screenCode: number, transCode: number) => ({
  moduleCode,
  menuCode,
  screenCode,
  transCode,
});

/**
 * A checkbox of the matrix by its accessible name: its aria-label (the cells and row select-alls) or its
 * visible label (module and column select-alls). Looked up by attribute, as getByLabelText scans every
 * element's labels and takes seconds on ~800 boxes in jsdom. Null when not rendered.
 */
export function findBox(name: string): HTMLInputElement | null {
  const labelled = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox][aria-label]')].find(
    (input) => input.getAttribute('aria-label') === name,
  );
  if (labelled) return labelled;
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === name);
  const input = label ? document.getElementById(label.htmlFor) : null;
  return input instanceof HTMLInputElement && input.type === 'checkbox' ? input : null;
}

export const search = () => screen.getByRole('searchbox', { name: 'Find a screen or module' });

export function box(name: string): HTMLInputElement {
  const input = findBox(name);
  if (!input) throw new Error(`no checkbox named "${name}"`);
  return input;
}
/** The setAdminRole calls the demo server saw (`requests` of setupDemoServer). */
export const savesIn = (requests: Request[]) => () =>
  requests.filter((request) => request.url.endsWith(`/${ADMIN_ENDPOINTS.saveRole}`));
export const bodyOf = async (request: Request) =>
  JSON.parse(await request.clone().text()) as Record<string, unknown> & { usr: { rCode: string } };
/** setAdminRole's body without the user: one module's rights of a role, with our description. */
export const rolesOf = async (request: Request) =>
  Object.fromEntries(Object.entries(await bodyOf(request)).filter(([field]) => field !== 'usr'));

/** Every right of the accounts module, as the restaurant's matrix offers them (a module the cashier has none of). */
export const ACCOUNTS = sortPermissions(
  editionMatrix('D-RES')
    .find((module) => module.moduleCode === 1)!
    .keys.map(keyPermission),
);
