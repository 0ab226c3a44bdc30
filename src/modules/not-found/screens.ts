import type { ScreenMap } from '../../engine/module-manifest';
import { screen } from '../../lib/screens/screen-declaration';
import { NotFoundScreen } from './screens/not-found-screen';

export const declarations = [screen('others/404', 'Page not found')];

export const screens: ScreenMap = { 'others/404': NotFoundScreen };
