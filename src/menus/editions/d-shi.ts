import { ACCOUNTS_MENU } from '../groups/accounts';
import { FRONT_DESK_MENU } from '../groups/front-desk';
import { HOSTELS_MENU } from '../groups/hostels';
import { HRD_MENU } from '../groups/hrd';
import { LIBRARY_MENU } from '../groups/library';
import { STUDENTS_MENU } from '../groups/students';
import { VEHICLES_MENU } from '../groups/vehicles';
import type { EditionMenu } from '../menu-types';
import { homeLink } from './home-link';

/** D-SHI: School: the school demo menu starts at /front-desk/fd-dash, fd-fees, fd-students. */
export const D_SHI: EditionMenu = {
  pCode: 'D-SHI',
  items: [
    homeLink('dashboardshiksha'),
    FRONT_DESK_MENU,
    STUDENTS_MENU,
    LIBRARY_MENU,
    VEHICLES_MENU,
    HOSTELS_MENU,
    ACCOUNTS_MENU,
    HRD_MENU,
  ],
  administratorMenu: false,
};
