import { configure, screen, waitFor } from '@testing-library/react';
import { currentSession } from '../../src/lib/session/session-store';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const path = (route: string) => `/applayout-sidebar-large/${route}`;

/** The body of the first request the screen made to `route`. */
async function bodyOf(route: string): Promise<Record<string, unknown>> {
  await waitFor(() => expect(requests.some((request) => request.url.endsWith(`/${route}`))).toBe(true), {
    timeout: 10_000,
  });
  return (await requests
    .find((request) => request.url.endsWith(`/${route}`))!
    .clone()
    .json()) as Record<string, unknown>;
}

/**
 * Contract 04-hrd.md: these routes take `UserInfo` as the whole body (a `{ usr }` body reaches the server as a user of
 * no branch).
 */
describe('the HR reads whose body is the UserInfo itself (1002, the HR clerk)', () => {
  beforeEach(() => signInAs(1002, 'staff'));

  const cases = [
    { route: HRD_ROUTES.leaveRequirements, screenRoute: 'hrd/hrd-leave-request', title: 'Leave requests' },
    { route: HRD_ROUTES.advanceRequirements, screenRoute: 'hrd/hrd-advances', title: 'Salary advances' },
    { route: HRD_ROUTES.interviewsList, screenRoute: 'hrd/hrdinterviews', title: 'Interviews' },
    { route: HRD_ROUTES.appointmentList, screenRoute: 'hrd/appointments', title: 'Appointments' },
  ];
  it.each(cases)('$screenRoute sends the user as the body of $route', async ({ route, screenRoute, title }) => {
    renderApp(path(screenRoute));
    expect((await screen.findAllByRole('heading', { name: title })).length).toBeGreaterThan(0);
    const body = await bodyOf(route);
    const usr = currentSession()!.usr;
    expect(body).not.toHaveProperty('usr');
    expect(body).toMatchObject({ uCode: usr.uCode, bCode: usr.bCode, cCode: usr.cCode });
  });
});
