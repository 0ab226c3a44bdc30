import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';

/** Food companies sell a full take-away menu; the others run a café counter for staff and visitors. */
export type TakeawayMenu = 'food' | 'cafe';

export function takeawayMenu(company: DemoCompany): TakeawayMenu {
  return tradeProfile(company.pCode) === 'food' ? 'food' : 'cafe';
}

/** [code, name, description, served from, served to] */
type GroupRow = [string, string, string, string, string];

export const GROUPS: Record<TakeawayMenu, GroupRow[]> = {
  food: [
    ['BRK', 'South Indian tiffin', 'Idli, dosa and vada, fresh off the tawa', '07:00', '11:30'],
    ['MEAL', 'Meals and thalis', 'Full meals packed in compartment boxes', '12:00', '15:30'],
    ['BIR', 'Biryani and rice', 'Dum biryanis and rice bowls', '12:00', '23:00'],
    ['CHN', 'Indo-Chinese', 'Fried rice, noodles and manchurian', '12:00', '23:00'],
    ['ROL', 'Rolls and wraps', 'Kathi rolls on flaky parathas', '11:00', '23:00'],
    ['SNK', 'Snacks and chaats', 'Evening bites', '15:00', '21:00'],
    ['DES', 'Desserts', 'Sweets and halwas', '11:00', '23:00'],
    ['BEV', 'Beverages', 'Coffee, chai, lassi and juices', '07:00', '23:00'],
  ],
  cafe: [
    ['BRK', 'Breakfast', 'Light breakfast until half past ten', '07:30', '10:30'],
    ['SAND', 'Sandwiches and wraps', 'Grilled to order', '10:00', '19:00'],
    ['MEAL', 'Meal boxes', 'Lunch boxes for desks and meetings', '12:00', '15:00'],
    ['SNK', 'Snacks', 'Tea-time snacks', '15:30', '18:30'],
    ['BAK', 'Bakery', 'Cakes, cookies and muffins', '09:00', '19:00'],
    ['DES', 'Desserts', 'Sweets and custards', '12:00', '19:00'],
    ['BEV', 'Beverages', 'Tea, coffee and coolers', '07:30', '19:00'],
  ],
};

/** [name, group, rate, food type, minutes] */
type ItemRow = [string, string, number, string, number];

export const ITEMS: Record<TakeawayMenu, ItemRow[]> = {
  food: [
    ['Idli (3 pieces)', 'BRK', 60, 'VEG', 5],
    ['Medu vada (2 pieces)', 'BRK', 60, 'VEG', 5],
    ['Masala dosa', 'BRK', 90, 'VEG', 8],
    ['Ghee roast dosa', 'BRK', 110, 'VEG', 8],
    ['Ven pongal', 'BRK', 80, 'VEG', 5],
    ['Poori masala', 'BRK', 85, 'VEG', 8],
    ['South Indian veg meals', 'MEAL', 150, 'VEG', 5],
    ['North Indian thali', 'MEAL', 180, 'VEG', 8],
    ['Curd rice', 'MEAL', 90, 'VEG', 3],
    ['Chicken curry meals', 'MEAL', 220, 'NONVEG', 8],
    ['Fish curry meals', 'MEAL', 240, 'NONVEG', 8],
    ['Chicken dum biryani', 'BIR', 240, 'NONVEG', 5],
    ['Mutton biryani', 'BIR', 320, 'NONVEG', 5],
    ['Vegetable biryani', 'BIR', 190, 'VEG', 5],
    ['Egg biryani', 'BIR', 200, 'EGG', 5],
    ['Jeera rice', 'BIR', 120, 'VEG', 5],
    ['Veg fried rice', 'CHN', 160, 'VEG', 10],
    ['Chicken fried rice', 'CHN', 190, 'NONVEG', 10],
    ['Gobi manchurian', 'CHN', 170, 'VEG', 12],
    ['Chilli chicken', 'CHN', 230, 'NONVEG', 12],
    ['Hakka noodles', 'CHN', 160, 'VEG', 10],
    ['Paneer tikka roll', 'ROL', 150, 'VEG', 10],
    ['Chicken kathi roll', 'ROL', 170, 'NONVEG', 10],
    ['Egg roll', 'ROL', 110, 'EGG', 8],
    ['Samosa (2 pieces)', 'SNK', 40, 'VEG', 3],
    ['Pav bhaji', 'SNK', 120, 'VEG', 8],
    ['Pani puri', 'SNK', 60, 'VEG', 5],
    ['Gulab jamun (2 pieces)', 'DES', 60, 'VEG', 2],
    ['Rasmalai (2 pieces)', 'DES', 90, 'VEG', 2],
    ['Carrot halwa', 'DES', 80, 'VEG', 2],
    ['Filter coffee', 'BEV', 40, 'VEG', 3],
    ['Masala chai', 'BEV', 30, 'VEG', 3],
    ['Sweet lassi', 'BEV', 70, 'VEG', 3],
    ['Fresh lime juice', 'BEV', 50, 'VEG', 3],
  ],
  cafe: [
    ['Poha', 'BRK', 40, 'VEG', 3],
    ['Upma', 'BRK', 40, 'VEG', 3],
    ['Idli vada', 'BRK', 50, 'VEG', 3],
    ['Aloo paratha with curd', 'BRK', 60, 'VEG', 8],
    ['Veg grilled sandwich', 'SAND', 80, 'VEG', 6],
    ['Paneer wrap', 'SAND', 110, 'VEG', 6],
    ['Chicken club sandwich', 'SAND', 120, 'NONVEG', 8],
    ['Egg mayo sandwich', 'SAND', 90, 'EGG', 6],
    ['Veg meal box', 'MEAL', 120, 'VEG', 3],
    ['Rajma rice bowl', 'MEAL', 110, 'VEG', 3],
    ['Chicken curry rice bowl', 'MEAL', 150, 'NONVEG', 3],
    ['Samosa', 'SNK', 20, 'VEG', 2],
    ['Veg puff', 'SNK', 30, 'VEG', 2],
    ['Masala corn cup', 'SNK', 50, 'VEG', 3],
    ['Plum cake slice', 'BAK', 45, 'EGG', 1],
    ['Butter cookies (pack of 6)', 'BAK', 60, 'VEG', 1],
    ['Chocolate muffin', 'BAK', 70, 'EGG', 1],
    ['Gulab jamun', 'DES', 40, 'VEG', 1],
    ['Fruit custard', 'DES', 60, 'VEG', 1],
    ['Tea', 'BEV', 15, 'VEG', 2],
    ['Coffee', 'BEV', 20, 'VEG', 2],
    ['Cold coffee', 'BEV', 80, 'VEG', 4],
    ['Fresh lime soda', 'BEV', 50, 'VEG', 3],
  ],
};

/** The menu's items with their codes (TI-0001...). */
export function takeawayItems(company: DemoCompany) {
  return ITEMS[takeawayMenu(company)].map(([name, group, rate, foodType, prepMinutes], index) => ({
    code: `TI-${String(index + 1).padStart(4, '0')}`,
    name,
    group,
    rate,
    foodType,
    prepMinutes,
  }));
}

export const round5 = (value: number) => Math.round(value / 5) * 5;
