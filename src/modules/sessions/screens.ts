import type { ScreenMap } from '../../engine/module-manifest';
import { screen } from '../../lib/screens/screen-declaration';
import { DemoForgotScreen } from './screens/demo-forgot-screen';
import { DemoSignInScreen } from './screens/demo-sign-in-screen';
import { DemoSignUpScreen } from './screens/demo-sign-up-screen';
import { LoginScreen } from './screens/login-screen';
import { WelcomeScreen } from './screens/welcome-screen';

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
