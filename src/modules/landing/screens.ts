import type { ScreenMap } from '../../engine/module-manifest';
import { LandingScreen } from './screens/landing-screen';

export const screens: ScreenMap = { 'steak/welcome': LandingScreen, 'general/welcome': LandingScreen };
