import { DASHBOARD } from '../catalogue/dashboard';
import { link } from '../menu-builders';
import type { MenuItem } from '../menu-types';

/** The edition's home dashboard, first in its sidebar, open to every signed-in user. */
export function homeLink(dashboard: keyof typeof DASHBOARD): MenuItem {
  return link(DASHBOARD[dashboard], 'Dashboard', { icon: 'dashboard' });
}
