import type { DemoCompany } from '../../core/company/companies';
import { takeawayMenu, type TakeawayMenu } from './menu';

/** [code, name, description, serves] */
const ROWS: Record<TakeawayMenu, Array<[string, string, string, number]>> = {
  food: [
    ['BRKC', 'Breakfast combos', 'Tiffin with coffee or chai', 1],
    ['LUNCH', 'Lunch boxes', 'A main, a side and a sweet', 1],
    ['SNACK', 'Evening snacks', 'Snacks with a hot drink', 1],
    ['KIDS', 'Kids’ meals', 'Smaller portions, less spice', 1],
    ['FAM', 'Family packs', 'Biryanis and sides for four', 4],
    ['PARTY', 'Party packs', 'Bulk orders for ten', 10],
  ],
  cafe: [
    ['BRKC', 'Breakfast combos', 'Breakfast with tea or coffee', 1],
    ['LUNCH', 'Lunch boxes', 'Meal box with a dessert', 1],
    ['SNACK', 'Tea-time combos', 'Snack with a hot drink', 1],
    ['MEET', 'Meeting packs', 'Sandwiches, cookies and coffee for a meeting', 6],
    ['PARTY', 'Celebration packs', 'Cakes and snacks for a team', 10],
  ],
};

export function comboGroupSeed(company: DemoCompany) {
  return ROWS[takeawayMenu(company)].map(([code, name, description, serves], index) => ({
    code,
    name,
    description,
    serves,
    displayOrder: (index + 1) * 10,
    active: true,
  }));
}
