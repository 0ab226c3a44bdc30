import type { PosOutlet, TaxAssignment, TaxRate } from '../../kits/billing/domain/master-types';
import { preTaxRate, taxCodeOf, taxRateOf } from '../../kits/billing/domain/item-tax';
import type { BillingCatalogue } from '../core/billing/billing-book';
import { isActive, num, str } from '../core/billing/billing-masters';
import { rowsOf } from '../core/seeded-rows';
import { type ItemRow } from '../core/billing/item-row';
import { type OutletRow } from '../core/billing/outlet-row';

type Row = Record<string, unknown>;

/** Every take-away dish goes to the one kitchen of its outlet (the take-away masters have no KOT groups). */
export const TAKEAWAY_KITCHEN = 'KITCHEN';

const inForce = (row: Row, from: string, until: string, date: string) =>
  str(row[from]) <= date && (!str(row[until]) || date <= str(row[until]));
const linesOf = (row: Row, field: string) => (Array.isArray(row[field]) ? (row[field] as Row[]) : []);

/**
 * The take-away outlets as billing outlets: no service charge, a bill series of their own (MAIN/26-000001), and
 * never settled in cash as the bill is made (the counter settles every bill in the mode the customer pays in;
 * the outlet's "auto-settle" opens the settlement at once on the screen instead).
 */
async function outlets(companyCode: number): Promise<OutletRow[]> {
  return (await rowsOf('takeaway.outlets', companyCode)).map((row) => ({
    code: str(row.code),
    name: str(row.name),
    outletType: str(row.outletType),
    autoSettle: false,
    serviceCharge: 0,
    billPrefix: `${str(row.code)}/`,
    billingGroup: str(row.code),
    active: isActive(row),
  }));
}

const entry = (fields: Omit<ItemRow, 'shortName' | 'kotGroup' | 'openRate'>): ItemRow => ({
  shortName: '',
  kotGroup: TAKEAWAY_KITCHEN,
  openRate: false,
  ...fields,
});

/**
 * The counter's menu on a date: the items (with their group's name), the combos valid that day (kind COMBO: their
 * parts share the combo's rate on the bill; grouped by combo group) and the item supports (kind ADDON: offered with
 * an item group, at most so many per piece). Combos outside their dates are inactive (still priced if ordered).
 */
async function items(companyCode: number, date: string): Promise<Map<string, ItemRow>> {
  const [rows, groups, combos, comboGroups, supports] = await Promise.all(
    [
      'takeaway.items',
      'takeaway.item-groups',
      'takeaway.combos',
      'takeaway.combo-groups',
      'takeaway.item-supports',
    ].map((resource) => rowsOf(resource, companyCode)),
  );
  const groupName = new Map(groups!.map((row) => [str(row.code), str(row.name)]));
  const comboGroupName = new Map(comboGroups!.map((row) => [str(row.code), str(row.name)]));
  const menu: ItemRow[] = [
    ...rows!.map((row) =>
      entry({
        code: str(row.code),
        name: str(row.name),
        group: str(row.group),
        groupName: groupName.get(str(row.group)) ?? str(row.group),
        rate: num(row.rate),
        tax: str(row.tax),
        foodType: str(row.foodType),
        active: isActive(row),
      }),
    ),
    ...combos!.map((row) =>
      entry({
        code: str(row.code),
        name: str(row.name),
        group: str(row.comboGroup),
        groupName: comboGroupName.get(str(row.comboGroup)) ?? str(row.comboGroup),
        rate: num(row.rate),
        tax: '',
        foodType: '',
        active: isActive(row) && inForce(row, 'validFrom', 'validTo', date),
        kind: 'COMBO',
        parts: linesOf(row, 'lines').map((line) => ({ itemId: str(line.item), qty: num(line.qty) })),
      }),
    ),
    ...supports!.map((row) =>
      entry({
        code: str(row.code),
        name: str(row.name),
        group: '',
        groupName: 'Add-ons',
        rate: num(row.rate),
        tax: '',
        foodType: str(row.foodType),
        active: isActive(row),
        kind: 'ADDON',
        addOnFor: str(row.offeredWith),
        maxPerItem: num(row.maxPerItem),
      }),
    ),
  ];
  return new Map(menu.map((item) => [item.code, item]));
}

/** The take-away taxes in force on the date, each as its central, state and integrated parts. */
async function taxes(companyCode: number, date: string): Promise<TaxRate[]> {
  return (await rowsOf('takeaway.taxes', companyCode))
    .filter((row) => isActive(row) && inForce(row, 'inForceFrom', 'inForceUntil', date))
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      percent: num(row.percent),
      components: (['cgst', 'sgst', 'igst'] as const)
        .filter((part) => num(row[part]) > 0)
        .map((part) => ({ component: part.toUpperCase(), percent: num(row[part]) })),
    }));
}

async function assignments(companyCode: number): Promise<TaxAssignment[]> {
  return (await rowsOf('takeaway.tax-assignings', companyCode)).map((row) => ({
    itemGroup: str(row.itemGroup),
    outlet: str(row.outlet),
    tax: str(row.tax),
    effectiveFrom: str(row.effectiveFrom),
    inForceUntil: str(row.inForceUntil),
    active: isActive(row),
  }));
}

/**
 * Rates of price lists at each outlet, before tax: `lists` in order (a later one wins), an outlet's own list
 * over an every-outlet one; a list whose rates include tax is billed at each rate's pre-tax equivalent.
 */
async function listRates(
  companyCode: number,
  lists: readonly Row[],
  outletCodes: readonly string[],
  date: string,
): Promise<Record<string, Record<string, number>>> {
  const inclusive = lists.some((row) => row.taxInclusive === true);
  const [menu, rates, rows] = inclusive
    ? await Promise.all([items(companyCode, date), taxes(companyCode, date), assignments(companyCode)])
    : [new Map<string, ItemRow>(), [], []];
  const pretax = (row: Row, outlet: string, itemCode: string, rate: number) => {
    const item = menu.get(itemCode);
    return row.taxInclusive === true && item
      ? preTaxRate(rate, taxRateOf(taxCodeOf(item, outlet, date, rows), rates).percent)
      : rate;
  };
  const ratesOf = (chosen: readonly Row[], outlet: string) =>
    Object.fromEntries(
      chosen.flatMap((row) =>
        linesOf(row, 'lines').map(
          (line) => [str(line.item), pretax(row, outlet, str(line.item), num(line.rate))] as const,
        ),
      ),
    );
  return Object.fromEntries(
    outletCodes.map((outlet) => [
      outlet,
      {
        ...ratesOf(
          lists.filter((row) => !str(row.outlet)),
          outlet,
        ),
        ...ratesOf(
          lists.filter((row) => str(row.outlet) === outlet),
          outlet,
        ),
      },
    ]),
  );
}

const counterLists = async (companyCode: number, date: string) =>
  (await rowsOf('takeaway.price-lists', companyCode))
    .filter((row) => isActive(row) && str(row.channel) === 'COUNTER' && inForce(row, 'validFrom', 'validTo', date))
    .sort((a, b) => str(a.validFrom).localeCompare(str(b.validFrom)));

/** Counter rates: each outlet's counter price lists in force (the latest valid-from wins), else the item's own rate. */
async function rates(
  companyCode: number,
  chosen: readonly PosOutlet[],
  date: string,
): Promise<Record<string, Record<string, number>>> {
  return listRates(
    companyCode,
    await counterLists(companyCode, date),
    chosen.map((outlet) => outlet.code),
    date,
  );
}

/**
 * The rates of the named price lists (a happy hour's), whatever their channel, if active and in force: list → outlet →
 * item → rupees before tax.
 */
export async function happyHourListRates(
  companyCode: number,
  codes: readonly string[],
  outletCodes: readonly string[],
  date: string,
): Promise<Record<string, Record<string, Record<string, number>>>> {
  const wanted = new Set(codes);
  const lists = (await rowsOf('takeaway.price-lists', companyCode)).filter(
    (row) => wanted.has(str(row.code)) && isActive(row) && inForce(row, 'validFrom', 'validTo', date),
  );
  // A list for one outlet prices at that outlet only.
  const entries = await Promise.all(
    lists.map(
      async (row) =>
        [
          str(row.code),
          await listRates(companyCode, [row], str(row.outlet) ? [str(row.outlet)] : outletCodes, date),
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** The take-away masters as the billing kit reads them: no tables, waiters or NC departments at a counter. */
export const TAKEAWAY_CATALOGUE: BillingCatalogue = {
  outlets,
  items,
  rates,
  taxes,
  assignments,
  tables: () => Promise.resolve([]),
  waiters: () => Promise.resolve([]),
  ncDepartments: () => Promise.resolve([]),
};
