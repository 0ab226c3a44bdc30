import { createHashRouter, type RouteObject } from 'react-router-dom';
import { config } from '../lib/config';
import { LAYOUTS } from '../lib/ui/layouts';
import { AuthLayout } from '../shell/auth-layout';
import { BlankLayout } from '../shell/blank-layout';
import { FullPageSpinner } from '../shell/module-spinner';
import { RouteErrorPage } from '../shell/route-error-page';
import { MODULE_MANIFESTS } from './module-manifests';
import { NotFoundRedirect } from './not-found-redirect';
import { PrefixRedirect } from './prefix-redirect';
import { moduleRoutes } from './module-routes';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';

const loadDataProviders = () => import('./data-providers').then((m) => ({ Component: m.DataProviders }));
const loadAdminLayout = () => import('../shell/admin-layout').then((m) => ({ Component: m.AdminLayout }));

function layoutTree(layoutName: string): RouteObject {
  return {
    path: layoutName,
    children: [
      { element: <BlankLayout />, children: moduleRoutes(MODULE_MANIFESTS, 'public') },
      {
        element: <RequireSession />,
        children: [{ lazy: loadAdminLayout, children: moduleRoutes(MODULE_MANIFESTS, 'admin') }],
      },
      { path: '*', element: <NotFoundRedirect /> },
    ],
  };
}

/** The whole route table: hash URLs, sessions without prefix, one tree per layout name. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        // Sign-in reads no server data, except the demo company list when the demo backend is on.
        ...(config.demoBackend ? { lazy: loadDataProviders } : {}),
        children: [{ element: <AuthLayout />, children: moduleRoutes(MODULE_MANIFESTS, 'auth') }],
      },
      { lazy: loadDataProviders, children: LAYOUTS.map((layout) => layoutTree(layout.name)) },
      { path: '*', element: <PrefixRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
