import type { DemoCompany } from '../../core/company/companies';
import { round5, takeawayItems, takeawayMenu, type TakeawayMenu } from './menu';

/** [name, combo group, valid from, valid to, [item name, quantity]...] */
type ComboRow = [string, string, string, string, Array<[string, number]>];

const COMBOS: Record<TakeawayMenu, ComboRow[]> = {
  food: [
    [
      'Idli vada combo',
      'BRKC',
      '2026-04-01',
      '',
      [
        ['Idli (3 pieces)', 1],
        ['Medu vada (2 pieces)', 1],
        ['Filter coffee', 1],
      ],
    ],
    [
      'Dosa and coffee',
      'BRKC',
      '2026-04-01',
      '',
      [
        ['Masala dosa', 1],
        ['Filter coffee', 1],
      ],
    ],
    [
      'Executive veg lunch',
      'LUNCH',
      '2026-04-01',
      '',
      [
        ['South Indian veg meals', 1],
        ['Gulab jamun (2 pieces)', 1],
      ],
    ],
    [
      'Biryani lunch box',
      'LUNCH',
      '2026-04-01',
      '',
      [
        ['Chicken dum biryani', 1],
        ['Fresh lime juice', 1],
      ],
    ],
    [
      'Chinese lunch box',
      'LUNCH',
      '2026-04-01',
      '',
      [
        ['Veg fried rice', 1],
        ['Gobi manchurian', 1],
      ],
    ],
    [
      'Chai and samosa',
      'SNACK',
      '2026-04-01',
      '',
      [
        ['Samosa (2 pieces)', 1],
        ['Masala chai', 2],
      ],
    ],
    [
      'Kids’ roll meal',
      'KIDS',
      '2026-06-01',
      '',
      [
        ['Egg roll', 1],
        ['Sweet lassi', 1],
      ],
    ],
    [
      'Family biryani pack',
      'FAM',
      '2026-04-01',
      '',
      [
        ['Chicken dum biryani', 3],
        ['Vegetable biryani', 1],
        ['Gulab jamun (2 pieces)', 2],
      ],
    ],
    [
      'Family Chinese feast',
      'FAM',
      '2026-04-01',
      '',
      [
        ['Chicken fried rice', 2],
        ['Hakka noodles', 2],
        ['Chilli chicken', 1],
        ['Gobi manchurian', 1],
      ],
    ],
    [
      'Party pack for ten',
      'PARTY',
      '2026-04-01',
      '',
      [
        ['Chicken dum biryani', 6],
        ['Vegetable biryani', 4],
        ['Rasmalai (2 pieces)', 5],
      ],
    ],
    [
      'Diwali sweet box',
      'PARTY',
      '2026-10-15',
      '2026-11-15',
      [
        ['Gulab jamun (2 pieces)', 5],
        ['Rasmalai (2 pieces)', 5],
        ['Carrot halwa', 5],
      ],
    ],
  ],
  cafe: [
    [
      'Poha and chai',
      'BRKC',
      '2026-04-01',
      '',
      [
        ['Poha', 1],
        ['Tea', 1],
      ],
    ],
    [
      'Paratha breakfast',
      'BRKC',
      '2026-04-01',
      '',
      [
        ['Aloo paratha with curd', 1],
        ['Coffee', 1],
      ],
    ],
    [
      'Veg lunch box',
      'LUNCH',
      '2026-04-01',
      '',
      [
        ['Veg meal box', 1],
        ['Gulab jamun', 1],
      ],
    ],
    [
      'Chicken lunch box',
      'LUNCH',
      '2026-04-01',
      '',
      [
        ['Chicken curry rice bowl', 1],
        ['Fruit custard', 1],
      ],
    ],
    [
      'Samosa and chai',
      'SNACK',
      '2026-04-01',
      '',
      [
        ['Samosa', 2],
        ['Tea', 1],
      ],
    ],
    [
      'Meeting pack for six',
      'MEET',
      '2026-04-01',
      '',
      [
        ['Veg grilled sandwich', 6],
        ['Butter cookies (pack of 6)', 1],
        ['Coffee', 6],
      ],
    ],
    [
      'Birthday treat for ten',
      'PARTY',
      '2026-04-01',
      '',
      [
        ['Chocolate muffin', 10],
        ['Veg puff', 10],
        ['Cold coffee', 10],
      ],
    ],
  ],
};

/** Combos at about 12% below the sum of their items. */
export function comboSeed(company: DemoCompany) {
  const items = new Map(takeawayItems(company).map((item) => [item.name, item]));
  return COMBOS[takeawayMenu(company)].map(([name, comboGroup, validFrom, validTo, parts], index) => {
    const lines = parts.map(([itemName, qty]) => ({ item: items.get(itemName)!.code, qty }));
    const full = parts.reduce((sum, [itemName, qty]) => sum + items.get(itemName)!.rate * qty, 0);
    return {
      code: `CB-${String(index + 1).padStart(2, '0')}`,
      name,
      comboGroup,
      rate: round5(full * 0.88),
      validFrom,
      validTo,
      active: true,
      lines,
    };
  });
}
