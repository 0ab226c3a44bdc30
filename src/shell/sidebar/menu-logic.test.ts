import type { Menu } from '../../menus/menu-types';
import { activeGroupName, isItemActive } from './menu-logic';

const menu: Menu = [
  {
    name: 'Accounts',
    type: 'dropDown',
    sub: [
      { name: 'Payments', type: 'link', state: '/accounts/accpayments' },
      { name: 'Hidden', type: 'link', state: '/accounts/x', disabled: true },
    ],
  },
  { name: 'Empty', type: 'dropDown', sub: [{ name: 'Off', type: 'link', state: '/y', disabled: true }] },
  { name: 'Docs', type: 'extLink', state: 'https://example.org/' },
  { name: 'Gone', type: 'link', state: '/z', disabled: true },
];

describe('isItemActive', () => {
  it('marks the link whose route the URL contains, and its group', () => {
    const path = '/applayout-sidebar-large/accounts/accpayments';
    expect(isItemActive(menu[0]!, path)).toBe(true);
    expect(isItemActive(menu[0]!.sub![0]!, path)).toBe(true);
    expect(isItemActive(menu[0]!, '/applayout-sidebar-large/crm/x')).toBe(false);
    expect(isItemActive(menu[2]!, 'https://example.org/')).toBe(false);
  });
});

describe('activeGroupName', () => {
  it('names the group holding the current route', () => {
    expect(activeGroupName(menu, '/applayout-sidebar-compact/accounts/accpayments')).toBe('Accounts');
    expect(activeGroupName(menu, '/applayout-sidebar-compact/others/404')).toBeNull();
  });
});
