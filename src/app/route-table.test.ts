import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ModuleChunk, ScreenDeclaration } from '../engine/module-manifest';
import { sameCode } from '../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../menus/catalogue/front-office';
import { HRD } from '../menus/catalogue/hrd';
import { HOSTELS } from '../menus/catalogue/hostels';
import { ADMIN_MENU } from '../menus/groups/admin';
import { EDITION_MENUS } from '../menus/edition-menus';
import type { Menu, MenuItem } from '../menus/menu-types';
import { MODULE_MANIFESTS } from './module-manifests';

// The spec's route list, copied into the repository (CI has no ../shared); kept identical when both exist.
const ROUTES_FILE = resolve(process.cwd(), 'tests/fixtures/routes.txt');
/**
 * Routes beyond the spec's list: the screens of procurement and inventory labels whose spec paths are another screen's.
 */
const PROCUREMENT_INVENTORY_OWN_ROUTES = [
  '/procurement/pur-requests',
  '/procurement/pur-request-approvals',
  '/procurement/pur-returns',
  '/procurement/pur-enquiries',
  '/procurement/pur-enquiry-approvals',
  '/procurement/pur-quotations',
  '/procurement/pur-quotation-approvals',
  '/procurement/pur-quotation-comparison',
  '/procurement/pur-bulk-orders',
  '/procurement/pur-order-approvals',
  '/procurement/pur-rep-pending-requests',
  '/procurement/pur-rep-requests-to-approve',
  '/procurement/pur-rep-expired-requests',
  '/procurement/pur-rep-pending-orders',
  '/procurement/pur-rep-expected-materials',
  '/procurement/pur-rep-pending-advances',
  '/procurement/pur-credit-notes',
  '/inventory/inv-store-transfers',
  '/inventory/inv-branch-transfers',
  '/inventory/inv-stock-audit',
  '/inventory/inv-rep-closing-stock',
  '/inventory/inv-settings',
  '/inventory/inv-keyrep-item-groups',
  '/inventory/inv-keyrep-items',
  '/inventory/inv-rep-stock-movements',
  '/inventory/inv-rep-detailed-movements',
  '/inventory/inv-rep-consolidated-stock',
  '/inventory/inv-rep-itemwise-stock',
  '/inventory/inv-rep-itemwise-consolidations',
  '/inventory/inv-rep-stock-day-book',
  '/inventory/inv-rep-stock-snapshot',
  '/inventory/inv-rep-top-items',
  '/inventory/inv-rep-least-items',
  '/inventory/inv-rep-items-never-purchased',
];

/** Routes beyond the spec's list: screens for routes the customer's server documents (its order terms, reports). */
const CONTRACT_SCREEN_ROUTES = [
  '/procurement/pur-rep-list-of-requests',
  '/procurement/pur-rep-itemwise-pending-requests',
  '/procurement/pur-rep-list-of-enquiries',
  '/procurement/pur-rep-list-of-orders',
  '/procurement/pur-rep-supplierwise-orders',
  '/procurement/pur-rep-price-comparison',
  '/procurement/pur-rep-request-history',
  '/procurement/pur-costrep-listofreturns',
  '/procurement/pur-costrep-consolidatedreturns',
  '/procurement/pur-costrep-supplierwisereturns',
  '/procurement/pur-costrep-purchasestoreturns',
  '/procurement/pur-costrep-listofcreditnotes',
  '/procurement/pur-order-terms',
  '/inventory/inv-keyrep-units',
  '/inventory/inv-rep-fnb-closing-stock',
];

/**
 * Routes beyond the spec's list: the restaurant reports the spec's placeholder labels name, and the other restaurant
 * reports.
 */
const RESTAURANT_REPORT_ROUTES = [
  '/pos/pos-costrep-waiterwisesales',
  '/pos/pos-costrep-tablewisesales',
  '/pos/pos-costrep-ncvoidbills',
  '/pos/pos-costrep-discountedbills',
  '/pos/pos-strockrep-itemdetails',
  '/pos/pos-strockrep-kotgroupwisesales',
  '/pos/pos-dayrep-kotdetails',
  '/pos/pos-analysis-pricecomparison',
  '/pos/pos-analysis-periodcomparison',
];

// Routes beyond the spec's list: the e-commerce desks and the shop's store, and the sales menus' former placeholders.
const SALES_DESK_ROUTES = [
  '/ecommerce/store',
  '/ecommerce/checkout',
  '/ecommerce/orders',
  '/pos/pos-online-dispatches',
  '/pos/pos-online-billing',
  '/pos/pos-online-dashboard',
  '/pos/pos-credit-clearances',
  '/pos/sale-types',
  '/pos/posstock-keyrep-customergroups',
  '/pos/posstock-keyrep-customers',
  '/pos/posstock-keyrep-agents',
  '/pos/posstock-costrep-advances',
  '/pos/posstock-costrep-sales',
  '/pos/posstock-costrep-customerwise',
  '/pos/posstock-costrep-agentwise',
  '/pos/posstock-dayrep-daybook',
];

// The front office's own routes beyond the spec's masters, and the hostels' billing and reports.
const FRONT_OFFICE_HOSTEL_ROUTES = [...Object.values(FRONT_OFFICE), ...Object.values(HOSTELS)].map(
  (screen) => `/${screen.path}`,
);
// The holidays master and the older HR menu's reports, which the spec names but gives no routes of their own.
const HR_HOLIDAY_AND_REPORT_ROUTES = Object.values(HRD)
  .filter((screen) => screen === HRD.hrdHolidays || screen.path.startsWith('hrd/hrd-rep-'))
  .map((screen) => `/${screen.path}`);
// Transport assignments (the spec says vehicles transactions are not live and names no route for them).
const TRANSPORT_ROUTES = ['/vehicles/veh-transport'];
// The CRM reports and key reports, the outsources master and the outsourcing of a step.
const CRM_PRODUCTION_ROUTES = [
  '/crm/crm-rep-targets',
  '/crm/crm-rep-pending-orders',
  '/crm/crm-rep-pipeline',
  '/crm/crm-keyrep-materialgroups',
  '/crm/crm-keyrep-materials',
  '/crm/crm-keyrep-designations',
  '/crm/crm-keyrep-employees',
  '/crm/crm-keyrep-agents',
  '/production/ppcoutsources',
  '/production/proassignoutsource',
];

const SPEC_ROUTES_FILE = resolve(process.cwd(), '../shared/spec/routes.txt');
const specRoutes = readFileSync(ROUTES_FILE, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

let chunks: Array<{ name: string; area: string; segments: readonly string[]; chunk: ModuleChunk }> = [];
let declared = new Map<string, ScreenDeclaration & { module: string }>();

beforeAll(async () => {
  chunks = await Promise.all(MODULE_MANIFESTS.map(async (manifest) => ({ ...manifest, chunk: await manifest.load() })));
  declared = new Map(
    chunks.flatMap(({ name, chunk }) =>
      chunk.declarations.map((screen) => [screen.path, { ...screen, module: name }] as const),
    ),
  );
});

const links = (items: Menu): MenuItem[] =>
  items.flatMap((item) => (item.type === 'dropDown' ? links(item.sub ?? []) : [item]));
/** A link's screen path: its state without the leading slash and without a query that opens one part of it. */
const routeOf = (item: MenuItem): string => (item.state ?? '').slice(1).split('?')[0]!;
const allMenuLinks = () => [
  ...Object.values(EDITION_MENUS).flatMap((edition) => [
    ...links(edition.items),
    ...Object.values(edition.roleMenus ?? {}).flatMap(links),
  ]),
  ...links([ADMIN_MENU]),
];

describe('the route table', () => {
  it('uses the same route list as the spec', () => {
    expect(specRoutes).toHaveLength(366);
    if (existsSync(SPEC_ROUTES_FILE))
      expect(readFileSync(ROUTES_FILE, 'utf8')).toBe(readFileSync(SPEC_ROUTES_FILE, 'utf8'));
  });

  it('registers every route of the spec, in the module that owns its first path segment', () => {
    const missing = specRoutes.filter((route) => {
      const path = route.slice(1);
      const owner = chunks.find(({ segments }) => segments.includes(path.split('/')[0]!));
      return !owner?.chunk.declarations.some((screen) => screen.path === path);
    });
    expect(missing).toEqual([]);
  });

  it('declares no route the spec does not name, and each path once', () => {
    const all = chunks.flatMap(({ chunk }) => chunk.declarations.map((screen) => `/${screen.path}`));
    // Beyond the spec's list only the public shop (the spec names its product calls, not its routes),
    // and the screens of the procurement and inventory labels whose spec paths are another screen's (each label
    // opens its own screen).
    const beyondSpec = [
      '/ecommerce',
      '/ecommerce/cart',
      ...PROCUREMENT_INVENTORY_OWN_ROUTES,
      ...CONTRACT_SCREEN_ROUTES,
      ...RESTAURANT_REPORT_ROUTES,
      ...SALES_DESK_ROUTES,
      ...FRONT_OFFICE_HOSTEL_ROUTES,
      ...HR_HOLIDAY_AND_REPORT_ROUTES,
      ...TRANSPORT_ROUTES,
      ...CRM_PRODUCTION_ROUTES,
    ];
    expect(all.filter((route) => !specRoutes.includes(route) && !beyondSpec.includes(route))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every business screen a code, and shares a code only between aliases of one screen', () => {
    const open =
      /^(sessions|steak|general|others|dashboard|uikits|forms|tables|pages|icons|invoice|inbox|chat|calendar|contacts|admin|ecommerce)\b/;
    const business = [...declared.values()].filter((screen) => !open.test(screen.path));
    expect(business.filter((screen) => !screen.code).map((screen) => screen.path)).toEqual([]);
    const clashes = business.filter((a) =>
      business.some((b) => a !== b && sameCode(a.code!, b.code!) && a.title !== b.title),
    );
    expect(clashes.map((screen) => `${screen.path} ${JSON.stringify(screen.code)}`)).toEqual([]);
  });

  it('lets every menu link reach a declared screen, with that screen’s code unless it is a placeholder', () => {
    const broken = allMenuLinks().filter((item) => item.type === 'link' && !declared.has(routeOf(item)));
    expect(broken.map((item) => item.state)).toEqual([]);
    const mismatched = allMenuLinks().filter((item) => {
      const target = declared.get(routeOf(item));
      return (
        item.type === 'link' && !item.placeholder && target?.code && (!item.code || !sameCode(item.code, target.code))
      );
    });
    expect(mismatched.map((item) => `${item.name} -> ${item.state}`)).toEqual([]);
  });

  it('gives every business menu link a code, and a placeholder never borrows another screen’s code', () => {
    const codes = [...declared.values()].flatMap((screen) => (screen.code ? [screen] : []));
    const bad = allMenuLinks().filter((item) => {
      if (item.type !== 'link' || item.administratorOnly) return false;
      // Only links to open screens (dashboards, the generic areas) may go without a code.
      if (!item.code) return !!item.placeholder || !!declared.get(routeOf(item))?.code;
      return (
        !!item.placeholder &&
        codes.some((screen) => sameCode(screen.code!, item.code!) && `/${screen.path}` !== item.state)
      );
    });
    expect(bad.map((item) => `${item.name} -> ${item.state}`)).toEqual([]);
  });

  it('keeps top-level group names unique within each edition (the sidebar opens groups by name)', () => {
    for (const edition of Object.values(EDITION_MENUS)) {
      const top = [...edition.items, ADMIN_MENU].map((item) => item.name);
      expect(new Set(top).size, edition.pCode).toBe(top.length);
    }
  });
});
