import { DEFAULT_MENU } from '../default-menu';
import type { EditionMenu } from '../menu-types';

/** D-HOS (hospital): the default demo menu (spec section 1). */
export const D_HOS: EditionMenu = { pCode: 'D-HOS', items: DEFAULT_MENU, administratorMenu: false };
