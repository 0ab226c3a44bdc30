import { EDITIONS, SPECIAL_COMPANY_CODE, type ProductCode } from '../lib/editions';
import { code } from '../lib/permissions/permission-code';
import { sessionRecordFixture } from '../lib/session/session-record.fixture';
import type { Permission, SessionRecord } from '../lib/session/session-types';
import { staffRoles } from '../mocks/core/company/staff-roles';
import { ACCOUNTS } from './catalogue/accounts';
import { FRONT_DESK } from './catalogue/front-desk';
import { INVENTORY } from './catalogue/inventory';
import { menuFor } from './menu-for';
import type { Menu, MenuItem } from './menu-types';

function sessionAs(pCode: ProductCode, rCode: string, roles: Permission[] = [], cCode = 1001): SessionRecord {
  const record = sessionRecordFixture();
  return { ...record, usr: { ...record.usr, pCode, rCode, cCode }, roles };
}

const names = (items: Menu) => items.map((item) => item.name);
const links = (items: Menu): MenuItem[] =>
  items.flatMap((item) => (item.type === 'dropDown' ? links(item.sub ?? []) : [item]));

/**
 * The administrator's top-level sidebar of every edition (spec section 2, "Menu by product"; README for D-CON, D-DHA,
 * D-REA, D-RID).
 */
const ADMIN_TOP_LEVEL: Record<ProductCode, string[]> = {
  'D-CRM': ['Dashboard', 'CRM', 'Sales', 'Accounts', 'Admin'],
  'D-COM': ['Dashboard', 'Procurements', 'Inventory', 'Sales', 'Accounts', 'HR'],
  'D-USI': ['Dashboard', 'PPC', 'QC', 'Procurements', 'Inventory', 'Sales', 'Accounts', 'HR', 'Admin'],
  'D-SHI': ['Dashboard', 'Front Desk', 'Students', 'Library', 'Vehicles', 'Hostels', 'Accounts', 'HR'],
  'D-MIN': ['Dashboard', 'Front Office', 'Resta Sales', 'Inventory', 'Procurements', 'Accounts', 'HR', 'Admin'],
  'D-RES': ['Dashboard', 'Resta Sales', 'Inventory', 'Procurements', 'Accounts', 'HR', 'Admin'],
  'D-SHA': ['Dashboard', 'Procurements', 'Inventory', 'Sales', 'Accounts', 'HR', 'Admin'],
  'D-TAK': ['Dashboard', 'POS', 'Inventory', 'Procurements', 'Accounts', 'HR', 'Admin'],
  'D-EC1': ['Dashboard', 'E-Commerce', 'Inventory', 'Procurements', 'Accounts', 'Admin'],
  'D-POS': ['Dashboard', 'Point of Sales', 'Services', 'Inventory', 'Procurements', 'Accounts', 'HR', 'Admin'],
  'D-CON': ['Dashboard', 'Accounts', 'CRM', 'Procurements', 'Inventory', 'HR'],
  'D-DHA': ['Dashboard', 'Accounts', 'CRM', 'Procurements', 'Inventory', 'HR'],
  'D-REA': ['Dashboard', 'Accounts', 'CRM', 'Procurements', 'Inventory', 'HR'],
  'D-RID': ['Dashboard', 'Accounts', 'CRM', 'Procurements', 'Inventory', 'HR'],
  'D-HOS': ['Dashboard', 'UI kits', 'Apps', 'Forms', 'Data tables', 'Sessions', 'Others', 'Icons', 'Doc'],
};

describe('menuFor', () => {
  it.each(Object.keys(EDITIONS) as ProductCode[])('gives the %s administrator its own top-level groups', (pCode) => {
    expect(names(menuFor(sessionAs(pCode, 'Administrator')))).toEqual(ADMIN_TOP_LEVEL[pCode]);
  });

  it('adds no admin group in D-COM, D-SHI and the editions the spec gives no admin menu', () => {
    for (const pCode of ['D-COM', 'D-SHI', 'D-CON', 'D-DHA', 'D-REA', 'D-RID', 'D-HOS'] as const) {
      expect(names(menuFor(sessionAs(pCode, 'ADMINISTRATOR')))).not.toContain('Admin');
    }
  });

  it('gives the admin group taxes, roles, users, system, licence, countries and states; company 13010 lacks the last two', () => {
    const admin = (cCode: number) =>
      menuFor(sessionAs('D-RES', 'ADMINISTRATOR', [], cCode)).find((item) => item.name === 'Admin');
    expect(links(admin(1010)?.sub ?? []).map((item) => item.state)).toEqual([
      '/admin/taxes',
      '/admin/roles',
      '/admin/userdet',
      '/admin/system',
      '/admin/license',
      '/admin/countries',
      '/admin/states',
    ]);
    const reduced = links(admin(SPECIAL_COMPANY_CODE)?.sub ?? []).map((item) => item.state);
    expect(reduced).not.toContain('/admin/countries');
    expect(reduced).not.toContain('/admin/states');
    expect(reduced).toHaveLength(5);
  });

  it('never shows the admin group to a role other than administrator', () => {
    expect(names(menuFor(sessionAs('D-RES', 'EMPLOYEE', [code(5, 0, 0, 1)])))).not.toContain('Admin');
  });

  it('gives the D-SHA EMPLOYEE only the shares pre-sales CRM menu', () => {
    const menu = menuFor(sessionAs('D-SHA', 'EMPLOYEE', [code(7, 2, 51), code(1, 1, 1)]));
    expect(names(menu)).toEqual(['Pre-Sales']);
    expect(links(menu).map((item) => item.name)).toEqual(['Share enquiry entry']);
    // The enquiry entry and reports are the front desk's shared routes, on the menu's CRM pre-sales codes 51-54.
    const seeded = links(menuFor(sessionAs('D-SHA', 'EMPLOYEE', staffRoles('D-SHA'))));
    expect(seeded.map((item) => `${item.name} ${item.state}`)).toEqual([
      'Share enquiry entry /front-desk/entry',
      'Contacts /crm/crm-contacts',
      'Leads /crm/crm-leads',
      'Quotations /crm/crm-quotations',
      'Enquiries report /front-desk/rep1',
    ]);
    expect(seeded.some((item) => item.placeholder)).toBe(false);
    expect(
      [FRONT_DESK.entry, FRONT_DESK.rep1, FRONT_DESK.rep2, FRONT_DESK.rep3].map((screen) => [
        screen.title,
        screen.code,
      ]),
    ).toEqual([
      ['Enquiry entry', code(7, 2, 51)],
      ['Enquiries report', code(7, 2, 52)],
      ['Pending enquiries report', code(7, 2, 53)],
      ['Converted enquiries report', code(7, 2, 54)],
    ]);
  });

  it('sends the D-POS services labels to the sales screens they name, none to a school screen', () => {
    const services = menuFor(sessionAs('D-POS', 'ADMINISTRATOR')).find((item) => item.name === 'Services')!;
    const group = (name: string) =>
      links(services.sub!.find((item) => item.name === name)!.sub!).map((item) => `${item.name} ${item.state}`);
    expect(group('Cost reports').slice(-3)).toEqual([
      'Customer-wise sales /pos/posstock-costrep-customerwise',
      'List of stock sales /pos/posstock-costrep-sales',
      'Sales day book /pos/posstock-dayrep-daybook',
    ]);
    expect(group('Settings')).toEqual(['Sale types /pos/sale-types']);
    expect(links(services.sub!).filter((item) => item.state?.startsWith('/front-desk/'))).toEqual([]);
  });

  it('gives the D-EC1 e-commerce group its own dashboard, the goods it sells and no report about tables or KOTs', () => {
    const shop = menuFor(sessionAs('D-EC1', 'ADMINISTRATOR')).find((item) => item.name === 'E-Commerce')!;
    const states = links(shop.sub!).map((item) => item.state);
    expect(states).toContain('/pos/pos-online-dashboard');
    // The shop's products are the point of sale's items (the store lists them), not the stock's simple items.
    expect(states.slice(1, 3)).toEqual(['/pos/res-item-groups', '/pos/res-items']);
    expect(states).toContain('/pos/pos-keyrep-items');
    expect(states.filter((state) => /posresta|table|waiter|kot|ncvoid|dayrep-status/i.test(state ?? ''))).toEqual([]);
  });

  it('gives the D-SHI vehicles group its transport assignments and the front desk its student views', () => {
    const menu = menuFor(sessionAs('D-SHI', 'ADMINISTRATOR'));
    const sub = (name: string) => menu.find((item) => item.name === name)!.sub!;
    expect(names(sub('Vehicles'))).toEqual(['Dashboard', 'Masters', 'Transactions']);
    expect(links(sub('Vehicles')).at(-1)).toMatchObject({
      name: 'Transport assignments',
      state: '/vehicles/veh-transport',
      code: code(15, 2, 1),
    });
    const views = sub('Front Desk').find((item) => item.name === 'Student views')!;
    expect(links(views.sub!).map((item) => item.name)).toEqual([
      'Class lists',
      'Student fee ledger',
      'Students on school transport',
      'Student strength',
    ]);
  });

  it('gives the D-SHI EMPLOYEE (the school clerk) the school groups, and no concession or cancel on fee receipts', () => {
    const roles = staffRoles('D-SHI');
    expect(names(menuFor(sessionAs('D-SHI', 'EMPLOYEE', roles)))).toEqual([
      'Dashboard',
      'Front Desk',
      'Students',
      'Library',
      'Vehicles',
      'Accounts',
    ]);
    const feeRights = roles
      .filter((role) => role.moduleCode === 12 && role.menuCode === 2 && role.screenCode === 3)
      .map((role) => role.transCode);
    expect(feeRights).toEqual([0, 1, 7, 8]);
    expect(roles).toContainEqual(code(13, 2, 2, 4));
    expect(roles).toContainEqual(code(15, 2, 1, 2));
  });

  it('gives other D-SHA roles purchases, inventory, sales, accounts and HR', () => {
    const menu = menuFor(
      sessionAs('D-SHA', 'MANAGER', [
        code(2, 0, 0, 1),
        code(3, 0, 0, 1),
        code(5, 0, 2, 1),
        code(1, 0, 0, 1),
        code(8, 0, 0, 1),
      ]),
    );
    expect(names(menu)).toEqual(['Dashboard', 'Procurements', 'Inventory', 'Sales', 'Accounts', 'HR']);
  });

  it('hides the CRM group for D-USI even from an administrator, and shows it elsewhere', () => {
    expect(names(menuFor(sessionAs('D-USI', 'ADMINISTRATOR')))).not.toContain('CRM');
    expect(names(menuFor(sessionAs('D-CRM', 'ADMINISTRATOR')))).toContain('CRM');
  });

  it('shows a staff user exactly the permitted items, and no empty group', () => {
    const roles = [ACCOUNTS.dashboard.code!, ACCOUNTS.payments.code!, code(3, 1, INVENTORY.invUom.code!.screenCode, 0)];
    const menu = menuFor(sessionAs('D-COM', 'EMPLOYEE', roles));
    expect(names(menu)).toEqual(['Dashboard', 'Inventory', 'Accounts']);
    const accounts = menu.find((item) => item.name === 'Accounts')!;
    expect(names(accounts.sub!)).toEqual(['Dashboard', 'Transactions']);
    expect(links(accounts.sub!).map((item) => item.state)).toEqual(['/accounts/accdashboard', '/accounts/accpayments']);
    expect(links(menu.find((item) => item.name === 'Inventory')!.sub!).map((item) => item.state)).toEqual([
      '/inventory/inv-uom',
    ]);
    const empty = (items: Menu): boolean =>
      items.some((item) => item.type === 'dropDown' && ((item.sub ?? []).length === 0 || empty(item.sub ?? [])));
    expect(empty(menu)).toBe(false);
  });

  it('shows no business group to a role with no rights, only the open home dashboard', () => {
    expect(names(menuFor(sessionAs('D-RES', 'EMPLOYEE')))).toEqual(['Dashboard']);
    expect(menuFor(null)).toEqual([]);
  });

  it('gives unknown product codes the default demo menu', () => {
    const record = sessionAs('D-HOS', 'ADMINISTRATOR');
    expect(names(menuFor({ ...record, usr: { ...record.usr, pCode: 'D-XYZ' } }))).toEqual(ADMIN_TOP_LEVEL['D-HOS']);
  });
});
