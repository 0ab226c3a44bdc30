import type { ModuleManifest } from '../../engine/module-manifest';

export const sessionsManifest: ModuleManifest = {
  name: 'sessions',
  title: 'Sessions',
  area: 'auth',
  screens: [
    { path: 'sessions/welcome', title: 'Welcome' },
    { path: 'sessions/login', title: 'Sign in' },
    { path: 'sessions/signin', title: 'Sign in (demo)' },
    { path: 'sessions/signup', title: 'Sign up (demo)' },
    { path: 'sessions/forgot', title: 'Forgot password (demo)' },
  ],
  load: () => import('./screens'),
};
