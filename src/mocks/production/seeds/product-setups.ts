import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../core/stock/seeds/items';
import type { Routing } from './routings';

/**
 * [product, [[ingredient, qty per one unit]], route (process codes, ★ = checked by QC), equipment, designations,
 * drawing]
 */
type SetupRow = readonly [
  string,
  ReadonlyArray<readonly [string, number]>,
  readonly string[],
  readonly string[],
  readonly string[],
  string,
];

/**
 * Shakti Precision Engineering's (D-USI) products: the pump shaft takes two machined coupling halves (a sub-assembly
 * with its own set-up) besides its bar stock and bearings, so planning it explodes three levels.
 */
const WORKS: readonly SetupRow[] = [
  [
    'Pump shaft (machined)',
    [
      ['EN8 bright bar 32 mm', 3.4],
      ['Coupling half (machined)', 2],
      ['Ball bearing 6204', 2],
      ['Allen screw M8 x 25', 4],
      ['Grease EP2', 0.05],
    ],
    ['CUT', 'TRN★', 'HT★', 'GRN★', 'ASM★', 'INS★', 'PCK'],
    ['Bandsaw BS-1', 'CNC lathe LT-2', 'Grinder G-1'],
    ['CNC operator', 'Fitter', 'Quality inspector'],
    'Drawing PS-204 rev B',
  ],
  [
    'Flange 150 NB (machined)',
    [
      ['MS plate 6 mm', 4.8],
      ['Hex bolt M10 x 40', 8],
      ['Hex nut M10', 8],
      ['Spring washer M10', 8],
      ['Cutting oil', 0.2],
    ],
    ['CUT', 'VMC★', 'DRL', 'DBR', 'INS★', 'PCK'],
    ['VMC-850', 'Radial drill RD-1'],
    ['VMC operator', 'Quality inspector'],
    'Drawing FL-150 rev A',
  ],
  [
    'Coupling half (machined)',
    [
      ['EN8 bright bar 32 mm', 1.2],
      ['Allen screw M8 x 25', 2],
      ['Cutting oil', 0.1],
    ],
    ['CUT', 'TRN★', 'DRL', 'DBR', 'INS★'],
    ['CNC lathe LT-2', 'Radial drill RD-1'],
    ['CNC operator'],
    'Drawing CH-60 rev C',
  ],
];

/**
 * The product set-ups of a company, stored by product item id. Only the works (D-USI) makes products from
 * ingredients; the other editions' finished-goods items (a kitchen's beverages, a shop's groceries) are bought, so
 * they start with none (the round-one per-process attachments were per batch, not per unit, and do not fold).
 */
export function productSetupSeed(company: DemoCompany, routing: Routing): Array<Record<string, unknown>> {
  if (company.pCode !== 'D-USI') return [];
  const items = itemSeed(tradeProfile(company.pCode));
  const item = (name: string) => {
    const found = items.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`product set-up seed: no item "${name}"`);
    return found;
  };
  const processId = (code: string) => routing.processes.findIndex(([processCode]) => processCode === code) + 1;
  return WORKS.map(([productName, ingredients, route, equipment, designations, attachment]) => {
    const product = item(productName);
    return {
      productId: product.itemId,
      productName,
      um: product.unit,
      attachment,
      ingredients: ingredients.map(([name, qty], index) => ({
        sno: index + 1,
        itemId: item(name).itemId,
        itemName: name,
        qty,
        um: item(name).unit,
      })),
      equipment: equipment.map((name, index) => ({ sno: index + 1, equipment: name })),
      designations: designations.map((name, index) => ({ sno: index + 1, designation: name })),
      processes: route.map((step, index) => ({
        sno: index + 1,
        processId: processId(step.replace('★', '')),
        qcRequired: step.endsWith('★'),
      })),
    };
  });
}
