import { act, configure, screen, waitFor } from '@testing-library/react';
import type { ScreenDeclaration } from '../../src/lib/screens/screen-declaration';
import { CRM } from '../../src/menus/catalogue/crm';
import { FRONT_DESK } from '../../src/menus/catalogue/front-desk';
import { LIBRARY } from '../../src/menus/catalogue/library';
import { PRODUCTION } from '../../src/menus/catalogue/production';
import { QUALITY } from '../../src/menus/catalogue/quality';
import { STUDENTS } from '../../src/menus/catalogue/students';
import { VEHICLES } from '../../src/menus/catalogue/vehicles';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// Role queries skip the costly visibility check over the whole shell (this walks many routes).
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const SCHOOL_VIEWS = new Set(
  [FRONT_DESK.fdStudents1, FRONT_DESK.fdStudents2, FRONT_DESK.fdStudents3, FRONT_DESK.fdStudents4].map(
    (one) => one.path,
  ),
);
const TRANSACTIONS_OR_REPORTS = new Set([2, 8]);

/** Each edition's own modules, opened by its administrator with that company's demo data. */
const EDITIONS: { edition: string; company: number; home: string; screens: readonly ScreenDeclaration[] }[] = [
  { edition: 'CRM (1009)', company: 1009, home: 'CRM dashboard', screens: Object.values(CRM) },
  {
    edition: 'manufacturing (1003): production and QC',
    company: 1003,
    home: 'Manufacturing dashboard',
    screens: [...Object.values(PRODUCTION), ...Object.values(QUALITY)],
  },
  {
    edition: 'school (1004): front desk, students, library and transport',
    company: 1004,
    home: 'School dashboard',
    screens: [
      ...[FRONT_DESK, STUDENTS, LIBRARY]
        .flatMap((catalogue) => Object.values(catalogue))
        .filter((one) => TRANSACTIONS_OR_REPORTS.has(one.code?.menuCode ?? -1) || SCHOOL_VIEWS.has(one.path)),
      VEHICLES.vehTransport,
    ],
  },
];

const LOADING = /^Loading/;

describe.each(EDITIONS)("every screen of the $edition edition's modules", ({ company, home, screens }) => {
  it('opens as a working screen of its own for the administrator: a heading, its data loaded, no gap, no failed load', async () => {
    await signInAs(company, 'admin');
    const { router } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^(${home}|Dashboard)$`) }, { timeout: 8000 });
    const problems: Record<string, string[]> = {};
    for (const declaration of screens) {
      const target = `/applayout-sidebar-large/${declaration.path}`;
      await act(() => router.navigate(target));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      const heading = await screen.findByRole('heading', { level: 1 });
      await waitFor(
        () =>
          expect(
            screen.queryAllByRole('status').filter((status) => LOADING.test(status.textContent ?? '')),
          ).toHaveLength(0),
        { timeout: 8000 },
      );
      const found: string[] = [];
      if (router.state.location.pathname !== target) found.push(`landed on ${router.state.location.pathname}`);
      if ((heading.textContent ?? '').trim() === '') found.push('no level-1 heading');
      if (heading.textContent === 'This page could not be shown') found.push('the error page');
      for (const gap of [
        'This screen is not built yet.',
        'You are not permitted to open this screen.',
        'Page not found',
      ])
        if (screen.queryByText(gap)) found.push(gap);
      const failed = document.querySelector('main .alert-danger');
      if (failed) found.push(`a failed load: ${failed.textContent?.trim()}`);
      if (found.length > 0) problems[declaration.path] = found;
    }
    expect(screens.length).toBeGreaterThan(20);
    expect(problems).toEqual({});
  }, 120_000);
});
