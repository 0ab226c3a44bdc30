import type { DemoCompany } from '../../core/company/companies';
import { menuProfile, type MenuProfile } from './profile';

/** [code, name, printer, copies, usual minutes] */
type KotRow = [string, string, string, number, number];

const KOT_GROUPS: Record<MenuProfile, KotRow[]> = {
  restaurant: [
    ['KIT', 'Main kitchen', 'KOT-MAIN-KITCHEN', 2, 20],
    ['TAN', 'Tandoor', 'KOT-TANDOOR', 1, 15],
    ['GRL', 'Seafood grill', 'KOT-GRILL', 1, 25],
    ['DES', 'Dessert counter', 'KOT-DESSERT', 1, 8],
    ['BEV', 'Beverage counter', 'KOT-BEVERAGE', 1, 5],
  ],
  store: [
    ['FCK', 'Food court kitchen', 'KOT-FOODCOURT', 1, 12],
    ['JCB', 'Juice and shake bar', 'KOT-JUICE', 1, 5],
    ['BAK', 'Bakery counter', 'KOT-BAKERY', 1, 10],
    ['SWT', 'Sweets counter', 'KOT-SWEETS', 1, 5],
    ['PCK', 'Gift hamper packing', 'PACKING-DESK', 1, 30],
  ],
  canteen: [
    ['KIT', 'Canteen kitchen', 'KOT-CANTEEN', 1, 15],
    ['DSA', 'Dosa counter', 'KOT-DOSA', 1, 8],
    ['SNK', 'Snacks counter', 'KOT-SNACKS', 1, 5],
    ['TEA', 'Tea and coffee counter', 'KOT-TEA', 1, 3],
    ['JCB', 'Juice counter', 'KOT-JUICE', 1, 5],
  ],
};

export function kotGroupSeed(company: DemoCompany) {
  return KOT_GROUPS[menuProfile(company)].map(([code, name, printer, copies, prepMinutes]) => ({
    code,
    name,
    printer,
    copies,
    prepMinutes,
    printNotes: code !== 'PCK',
    active: true,
  }));
}
