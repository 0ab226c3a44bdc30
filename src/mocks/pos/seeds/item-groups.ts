import type { DemoCompany } from '../../core/company/companies';
import { menuProfile, type MenuProfile } from './profile';

/** [code, name, category, button colour, usual tax] */
type GroupRow = [string, string, string, string, string];

export const ITEM_GROUP_ROWS: Record<MenuProfile, GroupRow[]> = {
  restaurant: [
    ['SOUP', 'Soups', 'FOOD', 'ORANGE', 'GST5'],
    ['SVEG', 'Veg starters', 'FOOD', 'GREEN', 'GST5'],
    ['SNV', 'Non-veg starters', 'FOOD', 'RED', 'GST5'],
    ['SEA', 'Seafood specials', 'FOOD', 'TEAL', 'GST5'],
    ['MVEG', 'Veg main course', 'FOOD', 'GREEN', 'GST5'],
    ['MNV', 'Non-veg main course', 'FOOD', 'RED', 'GST5'],
    ['BRD', 'Breads and appam', 'FOOD', 'YELLOW', 'GST5'],
    ['RICE', 'Rice and biryani', 'FOOD', 'YELLOW', 'GST5'],
    ['DES', 'Desserts', 'FOOD', 'PURPLE', 'GST5'],
    ['BEV', 'Beverages', 'BEVERAGE', 'BLUE', 'GST5'],
  ],
  store: [
    ['STP', 'Staples: rice, atta and oil', 'RETAIL', 'YELLOW', 'GST5'],
    ['GRC', 'Pulses and spices', 'RETAIL', 'ORANGE', 'GST5'],
    ['SNK', 'Snacks and biscuits', 'RETAIL', 'RED', 'GST12'],
    ['DAI', 'Dairy and bakery', 'RETAIL', 'TEAL', 'GST5'],
    ['BEV', 'Beverages', 'BEVERAGE', 'BLUE', 'GST18'],
    ['PCR', 'Personal care', 'RETAIL', 'PURPLE', 'GST18'],
    ['HOM', 'Home care', 'RETAIL', 'GREY', 'GST18'],
    ['FC', 'Food court', 'FOOD', 'GREEN', 'GST5'],
  ],
  canteen: [
    ['BRK', 'Breakfast', 'FOOD', 'YELLOW', 'GST5'],
    ['MEAL', 'Meals and thalis', 'FOOD', 'GREEN', 'GST5'],
    ['SNK', 'Snacks', 'FOOD', 'ORANGE', 'GST5'],
    ['HOT', 'Tea and coffee', 'BEVERAGE', 'RED', 'GST5'],
    ['COLD', 'Juices and cold drinks', 'BEVERAGE', 'BLUE', 'GST5'],
    ['SWT', 'Sweets', 'FOOD', 'PURPLE', 'GST5'],
  ],
};

export function itemGroupRows(company: DemoCompany): GroupRow[] {
  return ITEM_GROUP_ROWS[menuProfile(company)];
}

export function itemGroupSeed(company: DemoCompany) {
  return itemGroupRows(company).map(([code, name, category, colour], index) => ({
    code,
    name,
    category,
    displayOrder: (index + 1) * 10,
    colour,
    active: true,
  }));
}
