import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, seriousViolations, signInAndWait, visitScreen } from './browser';

/**
 * A list, a form and a report or dashboard of every module, each signed in to the company of its
 * edition (README, "Demo sign-ins").
 */
export const SAMPLES: { edition: string; company: number; routes: string[] }[] = [
  {
    edition: 'commerce (D-COM): accounts, procurement, inventory, HR, dashboard',
    company: 1002,
    routes: [
      '/dashboard/dashboardmain',
      '/accounts/accaccountgroups',
      '/accounts/accpayments?record=new',
      '/accounts/accfinreptrialbalance',
      '/accounts/accbrs',
      '/accounts/accdashboard',
      '/procurement/pur-sup',
      '/procurement/pur-sup?record=new',
      '/procurement/dashboard',
      '/inventory/inv-items',
      '/inventory/inv-items?record=new',
      '/inventory/inv-dash',
      '/hrd/hrd-employees',
      '/hrd/hrd-employees?record=new',
      '/hrd/hrd-attendances',
      '/hrd/hrdkeyrepemployees',
      '/hrd/hrd-dashboard',
    ],
  },
  {
    edition: 'CRM (D-CRM): CRM and admin',
    company: 1009,
    routes: [
      '/crm/crm-customers',
      '/crm/crm-customers?record=new',
      '/crm/crm-dashboard',
      '/admin/userdet',
      '/admin/roles',
      '/admin/taxes',
      '/admin/taxes?record=new',
      '/admin/system',
      '/admin/license',
    ],
  },
  {
    edition: 'restaurant (D-RES): resta sales (pos)',
    company: 1010,
    routes: [
      '/pos/res-items',
      '/pos/res-items?record=new',
      '/pos/res-tables',
      '/pos/posresta-dashboard',
      '/pos/res-billing-classy',
      '/pos/res-billing-stylish',
      '/pos/res-delivery-details',
      '/pos/pos-dayrep-settlement',
    ],
  },
  {
    edition: 'take-away (D-TAK)',
    company: 1012,
    routes: ['/takeaway/item-masters', '/takeaway/item-masters?record=new', '/takeaway/dashboard'],
  },
  {
    edition: 'hotel (D-MIN): front office',
    company: 1001,
    routes: [
      '/frontoffice/fo-rooms',
      '/frontoffice/fo-rooms?record=new',
      '/frontoffice/fo-customers',
      '/frontoffice/dashboard',
    ],
  },
  {
    edition: 'school (D-SHI): front desk, students, library, vehicles, hostels',
    company: 1004,
    routes: [
      '/dashboard/dashboardshiksha',
      '/front-desk/fd-students',
      '/front-desk/fd-students?record=new',
      '/front-desk/fd-dash',
      '/front-desk/fd-calls?record=new',
      '/front-desk/fd-rep-totalpendings',
      '/students/stuattendance?class=VI-A',
      '/library/lib-receipts',
      '/students/classes',
      '/students/classes?record=new',
      '/students/student-dash',
      '/library/lib-books',
      '/library/lib-books?record=new',
      '/library/library-dash',
      '/vehicles/veh-routes',
      '/vehicles/veh-routes?record=new',
      '/vehicles/veh-dashboard',
      '/hostels/hostel-room-categories',
      '/hostels/hostel-room-categories?record=new',
      '/hostels/hostel-dashboard',
    ],
  },
  {
    edition: 'manufacturing (D-USI): production, QC',
    company: 1003,
    routes: [
      '/dashboard/dashboardUsine',
      '/production/ppcprocess',
      '/production/ppcprocess?record=new',
      '/production/dashboard',
      '/qc/qctestsraw',
      '/qc/qctestsraw?record=new',
      '/qc/dashboard',
    ],
  },
  {
    edition: 'hospital (D-HOS): dashboards and apps',
    company: 1013,
    routes: ['/dashboard/v2', '/invoice', '/inbox', '/calendar', '/contacts', '/dashboard/mistasks', '/pages/profile'],
  },
  {
    edition: 'the public shop (catalogue, a product, the cart), signed in to the e-commerce company (D-EC1)',
    company: 1014,
    routes: ['/ecommerce', '/ecommerce?product=p03', '/ecommerce/cart'],
  },
];

/** Signs in to the sample's company and runs axe over each of its screens; fails listing every serious violation. */
export async function checkSample(
  browser: Browser,
  { company, routes }: { company: number; routes: string[] },
): Promise<void> {
  const { context, page } = await openPage(browser);
  await signInAndWait(page, company);
  const problems: string[] = [];
  for (const route of routes) {
    await visitScreen(page, route);
    for (const gap of [
      'This screen is not built yet.',
      'You are not permitted to open this screen.',
      'Page not found',
    ]) {
      if (await page.getByText(gap).count()) problems.push(`${route}: the sample shows "${gap}"`);
    }
    problems.push(...(await seriousViolations(page, route)));
  }
  await context.close();
  if (problems.length > 0) console.log(problems.join('\n'));
  expect(problems).toEqual([]);
}
