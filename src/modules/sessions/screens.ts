import { lazy } from 'react';
import type { ScreenMap } from '../../engine/module-manifest';
import { screen } from '../../lib/screens/screen-declaration';
import { LoginScreen } from './screens/login-screen';
import { WelcomeScreen } from './screens/welcome-screen';

// The template's demo forms validate with zod schemas: loaded when opened, so the sign-in page, the first page
// everyone loads, does without zod (about 26 kB of its 150 kB budget).
const DemoForgotScreen = lazy(() =>
  import('./screens/demo-forgot-screen').then((module) => ({ default: module.DemoForgotScreen })),
);
const DemoSignInScreen = lazy(() =>
  import('./screens/demo-sign-in-screen').then((module) => ({ default: module.DemoSignInScreen })),
);
const DemoSignUpScreen = lazy(() =>
  import('./screens/demo-sign-up-screen').then((module) => ({ default: module.DemoSignUpScreen })),
);

export const declarations = [
  screen('sessions/welcome', 'Welcome'),
  screen('sessions/login', 'Sign in'),
  screen('sessions/signin', 'Sign in (demo)'),
  screen('sessions/signup', 'Sign up (demo)'),
  screen('sessions/forgot', 'Forgot password (demo)'),
];

export const screens: ScreenMap = {
  'sessions/welcome': WelcomeScreen,
  'sessions/login': LoginScreen,
  'sessions/signin': DemoSignInScreen,
  'sessions/signup': DemoSignUpScreen,
  'sessions/forgot': DemoForgotScreen,
};
