import { code } from '../lib/permissions/permission-code';
import { sessionRecordFixture } from '../lib/session/session-record.fixture';
import type { Permission, SessionRecord } from '../lib/session/session-types';
import type { Menu } from './menu-types';
import { visibleMenu } from './visible-menu';

function sessionAs(rCode: string, roles: Permission[], pCode = 'D-RES', cCode = 1001): SessionRecord {
  const record = sessionRecordFixture();
  return { ...record, usr: { ...record.usr, rCode, pCode, cCode }, roles };
}

const menu: Menu = [
  {
    name: 'Accounts',
    type: 'dropDown',
    sub: [
      { name: 'Payments', type: 'link', state: '/accounts/accpayments', code: code(1, 2, 1) },
      { name: 'Receipts', type: 'link', state: '/accounts/accreceipts', code: code(1, 2, 2) },
      { name: 'Hidden', type: 'link', state: '/accounts/x', disabled: true },
    ],
  },
  {
    name: 'Reports',
    type: 'dropDown',
    sub: [
      {
        name: 'Books',
        type: 'dropDown',
        sub: [{ name: 'Day book', type: 'link', state: '/a/b', code: code(1, 8, 6) }],
      },
    ],
  },
  {
    name: 'CRM',
    type: 'dropDown',
    hiddenFor: ['D-USI'],
    sub: [{ name: 'Leads', type: 'link', state: '/crm/crm-leads' }],
  },
  {
    name: 'Admin',
    type: 'dropDown',
    administratorOnly: true,
    sub: [
      { name: 'Roles', type: 'link', state: '/admin/roles' },
      { name: 'Countries', type: 'link', state: '/admin/countries', hiddenForCompanies: [13010] },
    ],
  },
  { name: 'Docs', type: 'extLink', state: 'https://example.org/' },
  { name: 'Gone', type: 'link', state: '/z', disabled: true },
];

const names = (items: Menu): string[] => items.map((item) => item.name);

describe('visibleMenu', () => {
  it('shows an administrator everything that is not disabled', () => {
    const visible = visibleMenu(menu, sessionAs('ADMINISTRATOR', []));
    expect(names(visible)).toEqual(['Accounts', 'Reports', 'CRM', 'Admin', 'Docs']);
    expect(names(visible[0]!.sub!)).toEqual(['Payments', 'Receipts']);
    expect(names(visible[3]!.sub!)).toEqual(['Roles', 'Countries']);
  });

  it('shows a staff user exactly the permitted items and no empty group', () => {
    const visible = visibleMenu(menu, sessionAs('EMPLOYEE', [code(1, 2, 2)]));
    expect(names(visible)).toEqual(['Accounts', 'CRM', 'Docs']);
    expect(names(visible[0]!.sub!)).toEqual(['Receipts']);
  });

  it('hides a group nested two deep when its only link is not granted, and shows it when it is', () => {
    expect(names(visibleMenu(menu, sessionAs('EMPLOYEE', [])))).not.toContain('Reports');
    const granted = visibleMenu(menu, sessionAs('EMPLOYEE', [code(1, 8, 6)]));
    expect(names(granted)).toContain('Reports');
  });

  it('hides a group in the editions its data names, and company-specific items', () => {
    expect(names(visibleMenu(menu, sessionAs('ADMINISTRATOR', [], 'D-USI')))).not.toContain('CRM');
    const special = visibleMenu(menu, sessionAs('ADMINISTRATOR', [], 'D-RES', 13010));
    expect(names(special.find((item) => item.name === 'Admin')!.sub!)).toEqual(['Roles']);
  });
});
