import { act, screen, waitFor } from '@testing-library/react';
import { MODULE_MANIFESTS } from '../../src/app/module-manifests';
import { setupDemoServer } from './support/demo-server';
import { renderApp } from './support/render-app';
import { PUBLIC, ROUTES, routesOfPart } from './support/route-sweep';

setupDemoServer();

// The signed-in routes are opened by every-route-part-*.test.tsx.
describe('every route of the spec', () => {
  it('is opened by exactly one part of the sweep, and one route is built that must be', async () => {
    const parts = [1, 2, 3, 4].flatMap((part) => routesOfPart(part, 4));
    expect(parts).toEqual(ROUTES.filter((path) => !PUBLIC.test(path)));
    const chunks = await Promise.all(MODULE_MANIFESTS.map((manifest) => manifest.load()));
    expect(chunks.some((chunk) => 'inventory/inv-uom' in chunk.screens)).toBe(true);
  });

  it('reaches the public and sign-in screens without a session', async () => {
    const { router } = renderApp('/sessions/welcome');
    for (const route of ROUTES.filter((path) => PUBLIC.test(path))) {
      // sessions/ never takes the layout prefix; the public pages live in each layout's tree.
      await act(() => router.navigate(route.startsWith('/sessions/') ? route : `/applayout-sidebar-large${route}`));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      await waitFor(() => expect(screen.queryAllByRole('heading'), route).not.toHaveLength(0));
      expect(router.state.location.pathname, route).not.toMatch(/others\/404$/);
    }
  });
});
