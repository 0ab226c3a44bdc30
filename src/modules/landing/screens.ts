import type { ScreenMap } from '../../engine/module-manifest';
import { screen } from '../../lib/screens/screen-declaration';
import { LandingScreen } from './screens/landing-screen';

export const declarations = [screen('steak/welcome', 'Welcome'), screen('general/welcome', 'Welcome')];

export const screens: ScreenMap = { 'steak/welcome': LandingScreen, 'general/welcome': LandingScreen };
