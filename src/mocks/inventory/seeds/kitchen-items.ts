import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { KITCHEN_ROWS } from './kitchens';
import { simpleItemCodeOf, simpleItemRows } from './simple-items';

/** What each restaurant kitchen prepares (the juice and tea counter is left for the user). */
const FOOD_KITCHEN_ITEMS: Record<string, string[]> = {
  MAIN: [
    'Paneer butter masala',
    'Butter chicken',
    'Mutton rogan josh',
    'Dal tadka',
    'Egg curry',
    'Chicken biryani',
    'Veg biryani',
    'Jeera rice',
    'Tomato soup',
    'Sweet corn chicken soup',
  ],
  TND: ['Paneer tikka', 'Butter naan', 'Tandoori roti'],
  STH: ['Masala dosa', 'Idli vada', 'Filter coffee'],
  CHN: ['Chicken 65', 'Chicken fried rice', 'Veg hakka noodles', 'Gobi manchurian'],
  BAK: ['Plum cake slice', 'Veg puff', 'Gulab jamun'],
  BAR: ['Banana milkshake', 'Sweet lassi'],
};

const CANTEEN_ITEMS = ['Tea', 'Coffee', 'Veg meals', 'Samosa', 'Lemon juice', 'Veg sandwich'];

/** Minutes to prepare one unit, by the item's unit: a plate takes longer than a cup. */
const minutes = (unit: string, n: number) => (unit === 'PLT' ? 12 + (n % 4) * 4 : 3 + (n % 3));

/** The items each kitchen of a company prepares; canteens share the canteen items three at a time. */
export function kitchenItemSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  const units = new Map(simpleItemRows(profile).map((item) => [item.code, item.unit]));
  const names = (code: string, index: number) =>
    profile === 'food'
      ? (FOOD_KITCHEN_ITEMS[code] ?? [])
      : [0, 1, 2].map((k) => CANTEEN_ITEMS[(index + k) % CANTEEN_ITEMS.length]!);
  return KITCHEN_ROWS[profile].flatMap(([code, name], index) => {
    const items = names(code, index).map((name, n) => {
      const item = simpleItemCodeOf(profile, name);
      return { item, prepMinutes: minutes(units.get(item) ?? 'NOS', n) };
    });
    return items.length === 0 ? [] : [{ code: `KL-${code}`, name: `${name} items`, kitchen: code, remarks: '', items }];
  });
}
