import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../src/app/app';
import { MODULE_MANIFESTS } from '../../../src/app/module-manifests';
import { createQueryClient, setQueryClient } from '../../../src/app/query-client';
import { routes } from '../../../src/app/router';
import { verifyLogin } from '../../../src/lib/api/login-api';
import { useSessionStore } from '../../../src/lib/session/session-store';

/** Renders the whole app (real providers, real routes) at `path`, against the MSW demo backend. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setQueryClient(createQueryClient());
  const user = userEvent.setup({ delay: null });
  const { unmount } = render(<App router={router} />);
  return { router, user, unmount, pathname: () => router.state.location.pathname };
}

/** Signs in through the demo backend's real login call and stores the session. */
export async function signInAs(companyCode: number, userName = 'admin', password = `${userName}123`) {
  const record = await verifyLogin({ customerCode: companyCode, userName, password });
  if (!record) throw new Error(`demo sign-in failed for ${userName}@${companyCode}`);
  useSessionStore.getState().signIn(record);
  return record;
}

/**
 * Loads the chunks the app itself loads lazily (toasts, message dialogs, dashboard charts, the sign-in
 * page's demo company list), as a warm browser cache would have them: a test that leaves a page
 * before its chart or toast arrived would otherwise have React resume it after the test stopped watching.
 */
export async function loadLazyParts() {
  await Promise.all([
    import('../../../src/components/toasts'),
    import('../../../src/components/message-dialogs'),
    import('../../../src/engine/dashboard/dashboard-chart'),
    import('../../../src/modules/sessions/screens/demo-company-list'),
  ]);
}

/** Loads the lazy chunks a signed-in screen needs once, so the first test's timing is like the others'. */
export async function warmUpScreens() {
  await Promise.all([
    ...MODULE_MANIFESTS.map((manifest) => manifest.load()),
    import('../../../src/shell/admin-layout'),
    import('../../../src/app/screen-gate'),
    import('../../../src/app/data-providers'),
  ]);
}
