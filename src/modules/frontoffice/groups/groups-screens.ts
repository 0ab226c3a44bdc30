import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { NewGroupScreen } from './new-group-screen';

/** group operations (issue 18), by route path (spread into the front office module's screen map). */
export const groupScreens: ScreenMap = {
  [FRONT_OFFICE.groupNew.path]: NewGroupScreen,
};
