import { EDITION_MENUS } from './edition-menus';
import { ADMIN_MENU } from './groups/admin';
import type { Menu } from './menu-types';
import { SCREEN_WORDS, screenWords } from './screen-words';

const routes = (items: Menu): string[] =>
  items.flatMap((item) => (item.type === 'dropDown' ? routes(item.sub ?? []) : item.state ? [item.state] : []));

const menuRoutes = new Set([
  ...Object.values(EDITION_MENUS).flatMap((edition) => [
    ...routes(edition.items),
    ...Object.values(edition.roleMenus ?? {}).flatMap(routes),
  ]),
  ...routes([ADMIN_MENU]),
]);

describe('the words people use for screens', () => {
  it('name only routes some menu links to', () => {
    expect([...SCREEN_WORDS.keys()].filter((route) => !menuRoutes.has(route))).toEqual([]);
  });

  it('hold the trade’s words', () => {
    const said = [...SCREEN_WORDS.values()].flat().map((word) => word.toLowerCase());
    for (const word of ['grn', 'indents', 'kot', 'folio', 'c-form', 'payslip', 'tc', 'po', 'invoice', 'receipt'])
      expect(said).toContain(word);
    for (const word of ['attendance', 'leave', 'stock', 'voucher']) expect(said).toContain(word);
    expect(SCREEN_WORDS.get('/procurement/pur-stock-purchases')?.[0]).toBe('Goods receipts');
  });

  it('add the catalogue title where the menu shortens it', () => {
    expect(screenWords('/procurement/pur-requests', 'Requests')).toContain('Purchase requests');
    expect(screenWords('/accounts/accreceipts', 'Receipts')).not.toContain('Receipts');
  });
});
