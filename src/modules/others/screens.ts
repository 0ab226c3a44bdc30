import type { ScreenMap } from '../../engine/module-manifest';
import { NotFoundScreen } from './screens/not-found-screen';

export const screens: ScreenMap = { 'others/404': NotFoundScreen };
