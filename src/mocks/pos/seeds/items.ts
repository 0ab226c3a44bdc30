import { ean13 } from '../../../modules/pos/counter/domain/barcode';
import type { DemoCompany } from '../../core/company/companies';
import { ITEM_GROUP_ROWS } from './item-groups';
import { menuProfile, type MenuProfile } from './profile';

/** [name, group, KOT group ('' for none), rate, food type, tax when not the group's] */
type ItemRow = [string, string, string, number, string, string?];

const ITEMS: Record<MenuProfile, ItemRow[]> = {
  restaurant: [
    ['Tomato shorba', 'SOUP', 'KIT', 140, 'VEG'],
    ['Sweet corn vegetable soup', 'SOUP', 'KIT', 150, 'VEG'],
    ['Chicken clear soup', 'SOUP', 'KIT', 170, 'NONVEG'],
    ['Paneer tikka', 'SVEG', 'TAN', 280, 'VEG'],
    ['Gobi 65', 'SVEG', 'KIT', 210, 'VEG'],
    ['Mushroom pepper fry', 'SVEG', 'KIT', 240, 'VEG'],
    ['Kerala veg cutlet', 'SVEG', 'KIT', 160, 'VEG'],
    ['Chicken 65', 'SNV', 'KIT', 290, 'NONVEG'],
    ['Tandoori chicken (half)', 'SNV', 'TAN', 360, 'NONVEG'],
    ['Beef fry Kerala style', 'SNV', 'KIT', 320, 'NONVEG'],
    ['Egg roast', 'SNV', 'KIT', 150, 'EGG'],
    ['Prawns ghee roast', 'SEA', 'GRL', 460, 'NONVEG'],
    ['Fish tikka', 'SEA', 'TAN', 390, 'NONVEG'],
    ['Kerala fish curry', 'SEA', 'KIT', 380, 'NONVEG'],
    ['Squid butter garlic', 'SEA', 'GRL', 420, 'NONVEG'],
    ['Pomfret tawa fry', 'SEA', 'GRL', 520, 'NONVEG'],
    ['Paneer butter masala', 'MVEG', 'KIT', 290, 'VEG'],
    ['Dal tadka', 'MVEG', 'KIT', 190, 'VEG'],
    ['Vegetable kurma', 'MVEG', 'KIT', 210, 'VEG'],
    ['Avial', 'MVEG', 'KIT', 180, 'VEG'],
    ['Butter chicken', 'MNV', 'KIT', 340, 'NONVEG'],
    ['Chicken stew', 'MNV', 'KIT', 310, 'NONVEG'],
    ['Mutton rogan josh', 'MNV', 'KIT', 420, 'NONVEG'],
    ['Duck roast', 'MNV', 'KIT', 450, 'NONVEG'],
    ['Butter naan', 'BRD', 'TAN', 70, 'VEG'],
    ['Tandoori roti', 'BRD', 'TAN', 40, 'VEG'],
    ['Kerala parotta', 'BRD', 'KIT', 35, 'VEG'],
    ['Appam (2 pieces)', 'BRD', 'KIT', 50, 'VEG'],
    ['Chicken biryani', 'RICE', 'KIT', 300, 'NONVEG'],
    ['Vegetable biryani', 'RICE', 'KIT', 240, 'VEG'],
    ['Ghee rice', 'RICE', 'KIT', 160, 'VEG'],
    ['Kerala meals', 'RICE', 'KIT', 180, 'VEG'],
    ['Gulab jamun', 'DES', 'DES', 90, 'VEG'],
    ['Palada payasam', 'DES', 'DES', 120, 'VEG'],
    ['Caramel custard', 'DES', 'DES', 130, 'EGG'],
    ['Fresh lime soda', 'BEV', 'BEV', 80, 'VEG'],
    ['Filter coffee', 'BEV', 'BEV', 50, 'VEG'],
    ['Mango lassi', 'BEV', 'BEV', 110, 'VEG'],
    ['Packaged water 1 l', 'BEV', '', 30, 'NA'],
  ],
  store: [
    ['Sona masoori rice 5 kg', 'STP', '', 345, 'NA'],
    ['Chakki atta 5 kg', 'STP', '', 265, 'NA'],
    ['Sunflower oil 1 l', 'STP', '', 148, 'NA'],
    ['Sugar 1 kg', 'STP', '', 46, 'NA', 'GST0'],
    ['Toor dal 1 kg', 'GRC', '', 165, 'NA', 'GST0'],
    ['Moong dal 500 g', 'GRC', '', 78, 'NA', 'GST0'],
    ['Turmeric powder 200 g', 'GRC', '', 62, 'NA'],
    ['Garam masala 100 g', 'GRC', '', 85, 'NA'],
    ['Salted potato chips 52 g', 'SNK', '', 20, 'VEG'],
    ['Cream biscuits 120 g', 'SNK', '', 30, 'VEG', 'GST18'],
    ['Aloo bhujia 400 g', 'SNK', '', 110, 'VEG'],
    ['Dark chocolate 80 g', 'SNK', '', 99, 'VEG', 'GST18'],
    ['Toned milk 500 ml', 'DAI', '', 27, 'VEG', 'GST0'],
    ['Curd 400 g', 'DAI', '', 40, 'VEG'],
    ['Paneer 200 g', 'DAI', '', 90, 'VEG'],
    ['Brown bread 400 g', 'DAI', 'BAK', 45, 'VEG', 'GST0'],
    ['Tea 500 g', 'BEV', '', 255, 'NA', 'GST5'],
    ['Instant coffee 100 g', 'BEV', '', 310, 'NA'],
    ['Cola 750 ml', 'BEV', '', 40, 'NA', 'GST28'],
    ['Mango drink 1.2 l', 'BEV', '', 70, 'NA', 'GST12'],
    ['Toothpaste 150 g', 'PCR', '', 98, 'NA'],
    ['Bath soap (pack of 4)', 'PCR', '', 160, 'NA'],
    ['Shampoo 340 ml', 'PCR', '', 245, 'NA'],
    ['Hand wash refill 750 ml', 'PCR', '', 125, 'NA'],
    ['Detergent powder 1 kg', 'HOM', '', 135, 'NA'],
    ['Dishwash gel 500 ml', 'HOM', '', 110, 'NA'],
    ['Floor cleaner 1 l', 'HOM', '', 189, 'NA'],
    ['Garbage bags (30)', 'HOM', '', 95, 'NA'],
    ['Veg sandwich', 'FC', 'FCK', 70, 'VEG'],
    ['Samosa (2 pieces)', 'FC', 'FCK', 40, 'VEG'],
    ['Masala dosa', 'FC', 'FCK', 80, 'VEG'],
    ['Fresh orange juice', 'FC', 'JCB', 90, 'VEG'],
    ['Cold coffee', 'FC', 'JCB', 110, 'VEG'],
    ['Kaju katli 250 g', 'FC', 'SWT', 280, 'VEG'],
  ],
  canteen: [
    ['Idli vada', 'BRK', 'DSA', 35, 'VEG'],
    ['Masala dosa', 'BRK', 'DSA', 45, 'VEG'],
    ['Poha', 'BRK', 'KIT', 25, 'VEG'],
    ['Upma', 'BRK', 'KIT', 25, 'VEG'],
    ['Aloo paratha with curd', 'BRK', 'KIT', 40, 'VEG'],
    ['Veg thali', 'MEAL', 'KIT', 70, 'VEG'],
    ['Non-veg thali', 'MEAL', 'KIT', 110, 'NONVEG'],
    ['Curd rice', 'MEAL', 'KIT', 40, 'VEG'],
    ['Rajma chawal', 'MEAL', 'KIT', 60, 'VEG'],
    ['Egg fried rice', 'MEAL', 'KIT', 70, 'EGG'],
    ['Samosa', 'SNK', 'SNK', 15, 'VEG'],
    ['Vada pav', 'SNK', 'SNK', 20, 'VEG'],
    ['Veg puff', 'SNK', 'SNK', 25, 'VEG'],
    ['Bread omelette', 'SNK', 'SNK', 35, 'EGG'],
    ['Tea', 'HOT', 'TEA', 12, 'VEG'],
    ['Coffee', 'HOT', 'TEA', 15, 'VEG'],
    ['Green tea', 'HOT', 'TEA', 20, 'VEG'],
    ['Badam milk', 'HOT', 'TEA', 30, 'VEG'],
    ['Lime juice', 'COLD', 'JCB', 25, 'VEG'],
    ['Buttermilk', 'COLD', 'JCB', 15, 'VEG'],
    ['Seasonal fruit juice', 'COLD', 'JCB', 40, 'VEG'],
    ['Packaged water 500 ml', 'COLD', '', 10, 'NA'],
    ['Gulab jamun (2 pieces)', 'SWT', 'KIT', 30, 'VEG'],
    ['Kesari bath', 'SWT', 'KIT', 25, 'VEG'],
  ],
};

export function itemRows(company: DemoCompany) {
  const profile = menuProfile(company);
  const groupTax = new Map(ITEM_GROUP_ROWS[profile].map(([code, , , , tax]) => [code, tax]));
  return ITEMS[profile].map(([name, group, kotGroup, rate, foodType, tax], index) => ({
    code: `PI-${String(index + 1).padStart(4, '0')}`,
    name,
    group,
    kotGroup,
    rate,
    tax: tax ?? groupTax.get(group)!,
    foodType,
  }));
}

/**
 * A made-up EAN-13 for a demo item (GS1 India's 890, the company's four digits, the item's five, the check digit):
 * the shelf items are seeded with it, and the counter scans any other item by it too. Items whose code has no
 * digits get five from their code's letters.
 */
export function demoBarcode(companyCode: number, itemCode: string): string {
  const digits = itemCode.replace(/\D/g, '');
  const serial = digits
    ? Number(digits.slice(-5))
    : [...itemCode].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 100_000, 7);
  return ean13(`890${String(companyCode % 10_000).padStart(4, '0')}${String(serial).padStart(5, '0')}`);
}

/**
 * The company's menu (or shelf) items, PI-0001...: a short upper-case name for the KOT, open rates for loose goods,
 * barcodes on a shop's shelf.
 */
export function itemSeed(company: DemoCompany) {
  const shelf = menuProfile(company) === 'store';
  return itemRows(company).map((item) => ({
    ...item,
    shortName: item.name
      .toUpperCase()
      .replace(/\s*\(.*\)/, '')
      .slice(0, 24),
    barcode: shelf ? demoBarcode(company.code, item.code) : '',
    openRate: item.foodType === 'NA' && item.kotGroup === '' && item.rate > 300,
    active: true,
    picture: '',
  }));
}
