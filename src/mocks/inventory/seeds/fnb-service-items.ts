import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { serviceRows } from './fnb-services';
import { simpleItemCodeOf, simpleItemRows } from './simple-items';

/**
 * Which categories each restaurant service offers and its rate over the menu rate (the party hall is left for the
 * user).
 */
const RESTAURANT_MENUS: Record<string, { categories: string[]; markup: number }> = {
  DIN: { categories: ['STR', 'SOU', 'MNC', 'BRD', 'RIC', 'DST', 'BEV'], markup: 1 },
  FAM: { categories: ['STR', 'MNC', 'BRD', 'RIC', 'STH', 'DST'], markup: 1 },
  TKW: { categories: ['STR', 'MNC', 'BRD', 'RIC', 'STH', 'BKY'], markup: 1 },
  DLV: { categories: ['STR', 'MNC', 'BRD', 'RIC'], markup: 1.1 },
  BAR: { categories: ['STR', 'BEV'], markup: 1.15 },
  CFE: { categories: ['STH', 'BEV', 'BKY'], markup: 1 },
  ROOM: { categories: ['STR', 'SOU', 'MNC', 'BRD', 'RIC', 'STH', 'DST', 'BEV'], markup: 1.2 },
  POOL: { categories: ['STR', 'BEV', 'BKY'], markup: 1.1 },
};

/** The canteen items each canteen service offers (guests pay half as much again). */
const CANTEEN_MENUS: Record<string, string[]> = {
  BRK: ['Tea', 'Coffee', 'Veg sandwich'],
  LUN: ['Veg meals', 'Lemon juice'],
  SNK: ['Samosa', 'Tea', 'Coffee'],
  DIN: ['Veg meals', 'Tea'],
  GST: ['Veg meals', 'Coffee', 'Tea', 'Veg sandwich'],
  MTG: ['Tea', 'Coffee', 'Samosa'],
};

/** The items and rates of each F&B service of a company. */
export function fnbServiceItemSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  const items = simpleItemRows(profile);
  return serviceRows(company).flatMap(([service, name]) => {
    const list = { code: `MENU-${service}`, name: `${name} menu`, service };
    if (profile === 'food') {
      const menu = RESTAURANT_MENUS[service];
      if (!menu) return [];
      const lines = items
        .filter((item) => menu.categories.includes(item.category))
        .map((item) => ({ item: item.code, rate: Math.round(item.rate * menu.markup), available: item.active }));
      return [
        {
          ...list,
          remarks: menu.markup > 1 ? `Menu rate plus ${Math.round((menu.markup - 1) * 100)} %` : 'Menu rates',
          items: lines,
        },
      ];
    }
    const markup = service === 'GST' ? 1.5 : 1;
    const lines = (CANTEEN_MENUS[service] ?? []).map((name) => {
      const code = simpleItemCodeOf(profile, name);
      const rate = items.find((item) => item.code === code)!.rate;
      return { item: code, rate: Math.round(rate * markup), available: true };
    });
    return [{ ...list, remarks: service === 'GST' ? 'Guest rates' : 'Staff rates (subsidised)', items: lines }];
  });
}
