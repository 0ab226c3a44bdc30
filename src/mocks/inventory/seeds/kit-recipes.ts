import type { TradeProfile } from '../../core/company/trade-profile';
import { FOOD_RECIPES, type RecipeRow } from './food-recipes';

const ASSEMBLE = 'Pick the parts from the stores, assemble on the bench and pack as one unit.';
const PACK = 'Pick from the stores and pack together in one box or bag.';

/** What each kit, hamper or assembly is made of, per unit (the canteen items have no recipe here). */
export const RECIPES: Record<TradeProfile, RecipeRow[]> = {
  food: FOOD_RECIPES,
  industrial: [
    [
      'Pump shaft assembly',
      1,
      ASSEMBLE,
      [
        ['Pump shaft (machined)', 1, 'NOS'],
        ['Ball bearing 6305', 2, 'NOS'],
        ['Coupling half (machined)', 1, 'NOS'],
        ['Allen screw M8 x 25', 4, 'NOS'],
        ['Grease EP2', 50, 'GM'],
      ],
    ],
    [
      'Bearing housing sub-assembly',
      1,
      ASSEMBLE,
      [
        ['Ball bearing 6204', 2, 'NOS'],
        ['Taper roller bearing 30206', 1, 'NOS'],
        ['Hex bolt M10 x 40', 4, 'NOS'],
        ['Hex nut M10', 4, 'NOS'],
        ['Spring washer M10', 4, 'NOS'],
        ['Grease EP2', 100, 'GM'],
      ],
    ],
    [
      'Coupling set',
      1,
      ASSEMBLE,
      [
        ['Coupling half (machined)', 2, 'NOS'],
        ['Allen screw M8 x 25', 6, 'NOS'],
        ['Hex bolt M10 x 40', 4, 'NOS'],
        ['Hex nut M10', 4, 'NOS'],
      ],
    ],
    [
      'Bearing replacement kit 6204',
      1,
      PACK,
      [
        ['Ball bearing 6204', 2, 'NOS'],
        ['Grease EP2', 100, 'GM'],
        ['Spring washer M10', 4, 'NOS'],
      ],
    ],
    [
      'Fastener kit M10',
      1,
      PACK,
      [
        ['Hex bolt M10 x 40', 10, 'NOS'],
        ['Hex nut M10', 10, 'NOS'],
        ['Spring washer M10', 10, 'NOS'],
      ],
    ],
    [
      'M20 concrete batch (one bag)',
      1,
      'Mix 1:1.5:3 by volume in the drum mixer; use within 45 minutes.',
      [
        ['OPC cement 53 grade', 1, 'BOX'],
        ['River sand', 0.075, 'TON'],
        ['Coarse aggregate 20 mm', 0.15, 'TON'],
      ],
    ],
    [
      'Cement mortar 1:4 batch',
      1,
      'Dry mix cement and sand, then add water gradually.',
      [
        ['OPC cement 53 grade', 1, 'BOX'],
        ['River sand', 0.2, 'TON'],
      ],
    ],
    [
      'Flange assembly 150 NB',
      1,
      ASSEMBLE,
      [
        ['Flange 150 NB (machined)', 2, 'NOS'],
        ['Hex bolt M10 x 40', 8, 'NOS'],
        ['Hex nut M10', 8, 'NOS'],
        ['Spring washer M10', 8, 'NOS'],
      ],
    ],
    [
      'Lubrication service kit',
      1,
      PACK,
      [
        ['Grease EP2', 1, 'KG'],
        ['Hydraulic oil 68', 5, 'LTR'],
        ['Cutting oil', 2, 'LTR'],
      ],
    ],
  ],
  retail: [
    [
      'Festival grocery hamper',
      1,
      PACK,
      [
        ['Basmati rice 5 kg', 1, 'BOX'],
        ['Sunflower oil 1 l', 2, 'BTL'],
        ['Sugar 1 kg', 2, 'PKT'],
        ['Tea 500 g', 1, 'PKT'],
        ['Toor dal 1 kg', 1, 'PKT'],
        ['Cloth carry bag', 1, 'NOS'],
      ],
    ],
    [
      'Monthly grocery kit',
      1,
      PACK,
      [
        ['Basmati rice 5 kg', 1, 'BOX'],
        ['Toor dal 1 kg', 2, 'PKT'],
        ['Sunflower oil 1 l', 3, 'BTL'],
        ['Sugar 1 kg', 3, 'PKT'],
        ['Tea 500 g', 1, 'PKT'],
        ['Detergent powder 1 kg', 1, 'PKT'],
        ['Bath soap 125 g', 4, 'NOS'],
        ['Toothpaste 150 g', 1, 'NOS'],
        ['Cloth carry bag', 1, 'NOS'],
      ],
    ],
    [
      'Snack combo',
      1,
      PACK,
      [
        ['Salted chips 52 g', 2, 'PKT'],
        ['Chocolate bar 40 g', 1, 'NOS'],
        ['Cream biscuits 120 g', 1, 'PKT'],
      ],
    ],
    [
      'Bath and body combo',
      1,
      PACK,
      [
        ['Bath soap 125 g', 3, 'NOS'],
        ['Shampoo 340 ml', 1, 'BTL'],
        ['Hand wash 200 ml', 1, 'BTL'],
      ],
    ],
    [
      'Phone charging combo',
      1,
      PACK,
      [
        ['USB-C charger 20 W', 1, 'NOS'],
        ['USB-C cable 1 m', 1, 'NOS'],
      ],
    ],
    [
      'Back-to-school kit',
      1,
      PACK,
      [
        ['Notebook 200 pages', 4, 'NOS'],
        ['Gel pen (pack of 5)', 1, 'PKT'],
        ['Paper carry bag', 1, 'NOS'],
      ],
    ],
    [
      'Home cleaning combo',
      1,
      PACK,
      [
        ['Detergent powder 1 kg', 1, 'PKT'],
        ['Dishwash bar 300 g', 2, 'NOS'],
        ['Toilet cleaner 500 ml', 1, 'BTL'],
      ],
    ],
    [
      'Tea lovers hamper',
      1,
      PACK,
      [
        ['Tea 500 g', 2, 'PKT'],
        ['Cream biscuits 120 g', 2, 'PKT'],
        ['Sugar 1 kg', 1, 'PKT'],
        ['Cloth carry bag', 1, 'NOS'],
      ],
    ],
  ],
  office: [
    [
      'New joiner kit',
      1,
      PACK,
      [
        ['Ball pen blue (box of 10)', 1, 'BOX'],
        ['Stapler', 1, 'NOS'],
        ['Box file', 2, 'NOS'],
        ['Whiteboard marker', 2, 'NOS'],
      ],
    ],
    [
      'Workstation setup',
      1,
      'Issue from the IT and main stores; set up at the desk with the user.',
      [
        ['Laptop 14 inch', 1, 'NOS'],
        ['Wireless mouse', 1, 'NOS'],
        ['Keyboard', 1, 'NOS'],
        ['Office chair', 1, 'NOS'],
        ['Workstation table', 1, 'NOS'],
      ],
    ],
    [
      'Pantry restock kit',
      1,
      PACK,
      [
        ['Tea 1 kg', 1, 'PKT'],
        ['Sugar 1 kg', 2, 'PKT'],
        ['Coffee 200 g', 1, 'PKT'],
        ['Paper cups (100)', 3, 'PKT'],
      ],
    ],
    [
      'Housekeeping kit',
      1,
      PACK,
      [
        ['Floor cleaner 5 l', 1, 'BTL'],
        ['Garbage bags (roll)', 2, 'NOS'],
        ['Hand towel roll', 1, 'NOS'],
      ],
    ],
    [
      'Printer refill kit',
      1,
      PACK,
      [
        ['Toner cartridge 88A', 1, 'NOS'],
        ['A4 paper ream 75 gsm', 2, 'BOX'],
      ],
    ],
    [
      'Meeting room kit',
      1,
      PACK,
      [
        ['Whiteboard marker', 3, 'NOS'],
        ['Ball pen blue (box of 10)', 1, 'BOX'],
        ['Paper cups (100)', 1, 'PKT'],
      ],
    ],
  ],
};
