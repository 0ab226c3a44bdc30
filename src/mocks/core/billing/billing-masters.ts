import type { NamedCode, PosOutlet, PosTable, TaxAssignment, TaxRate } from '../../../kits/billing/domain/master-types';
import { preTaxRate, taxCodeOf, taxRateOf } from '../../../kits/billing/domain/item-tax';
import type { PricingContext } from '../../../kits/billing/domain/priced-bill';
import { findDemoCompany } from '../company/companies';
import { demoAssignments } from '../company/assignments';
import { rowsOf } from '../seeded-rows';
import { isAdmin } from './billing-access';
import type { BillingCatalogue, BillingSession } from './billing-book';
import type { OutletRow } from './outlet-row';
import type { ItemRow } from './item-row';

type Row = Record<string, unknown>;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
export const isActive = (row: { active?: unknown }) => row.active !== false;

/** A master row as the wire shape, without its active flag. */
export function withoutActive<T extends { active: boolean }>(row: T): Omit<T, 'active'> {
  const { active, ...rest } = row;
  void active;
  return rest;
}

export async function outletsOf(companyCode: number): Promise<OutletRow[]> {
  return (await rowsOf('pos.outlets', companyCode)).map((row) => ({
    code: str(row.code),
    name: str(row.name),
    outletType: str(row.outletType),
    autoSettle: row.autoSettle === true,
    serviceCharge: num(row.serviceCharge),
    billPrefix: str(row.billPrefix),
    billingGroup: str(row.billingGroup),
    active: isActive(row),
  }));
}

/**
 * The outlets the user may bill in (of the session's book: the restaurant's unless another): an administrator
 * every active outlet; anyone else the active outlets of their `assg` rows typ RES. A user none of whose RES rows
 * names an outlet of the master (the demo sign-ins carry placeholder codes) may use every active outlet.
 */
export async function userOutlets(session: BillingSession): Promise<PosOutlet[]> {
  const active = (await catalogueOf(session).outlets(session.companyCode))
    .filter((outlet) => outlet.active)
    .map(withoutActive);
  if (isAdmin(session)) return active;
  const company = findDemoCompany(session.companyCode);
  const assigned = new Set(
    (session.user.assg ?? (company ? demoAssignments(company) : []))
      .filter((row) => row.typ === 'RES')
      .map((row) => row.code),
  );
  const mine = active.filter((outlet) => assigned.has(outlet.code));
  return mine.length > 0 ? mine : active;
}

/** Every item (active or not: a line ordered before an item was withdrawn is still priced), with its group's name. */
export async function itemsOf(companyCode: number): Promise<Map<string, ItemRow>> {
  const [items, groups] = await Promise.all([rowsOf('pos.items', companyCode), rowsOf('pos.item-groups', companyCode)]);
  const groupName = new Map(groups.map((row) => [str(row.code), str(row.name)]));
  return new Map(
    items.map((row) => {
      const item: ItemRow = {
        code: str(row.code),
        name: str(row.name),
        shortName: str(row.shortName),
        group: str(row.group),
        groupName: groupName.get(str(row.group)) ?? str(row.group),
        kotGroup: str(row.kotGroup),
        rate: num(row.rate),
        tax: str(row.tax),
        foodType: str(row.foodType),
        openRate: row.openRate === true,
        active: isActive(row),
      };
      return [item.code, item];
    }),
  );
}

const inForce = (row: Row, from: string, until: string, date: string) =>
  str(row[from]) <= date && (!str(row[until]) || date <= str(row[until]));

/**
 * Outlet rates on a date: for each outlet, its own active price list in force (the latest valid-from wins),
 * over the list in force for every outlet (outlet empty); items in neither sell at their own rate.
 */
export async function outletRates(
  companyCode: number,
  outlets: readonly PosOutlet[],
  date: string,
): Promise<Record<string, Record<string, number>>> {
  const lists = (await rowsOf('pos.price-lists', companyCode)).filter(
    (row) => isActive(row) && inForce(row, 'validFrom', 'validTo', date),
  );
  lists.sort((a, b) => str(a.validFrom).localeCompare(str(b.validFrom)));
  const inclusive = lists.some((row) => row.taxInclusive === true);
  const [items, taxes, assignments] = inclusive
    ? await Promise.all([itemsOf(companyCode), taxesOf(companyCode, date), assignmentsOf(companyCode)])
    : [new Map<string, ItemRow>(), [], []];
  // A list whose rates include tax is billed at each rate's pre-tax equivalent (the bill adds the tax back).
  const pretax = (row: Row, outlet: string, itemCode: string, rate: number) => {
    const item = items.get(itemCode);
    if (row.taxInclusive !== true || !item) return rate;
    return preTaxRate(rate, taxRateOf(taxCodeOf(item, outlet, date, assignments), taxes).percent);
  };
  const ratesOf = (rows: Row[], outlet: string) =>
    Object.fromEntries(
      rows.flatMap((row) =>
        (Array.isArray(row.lines) ? (row.lines as Row[]) : []).map(
          (line) => [str(line.item), pretax(row, outlet, str(line.item), num(line.rate))] as const,
        ),
      ),
    );
  return Object.fromEntries(
    outlets.map((outlet) => [
      outlet.code,
      {
        ...ratesOf(
          lists.filter((row) => !str(row.outlet)),
          outlet.code,
        ),
        ...ratesOf(
          lists.filter((row) => str(row.outlet) === outlet.code),
          outlet.code,
        ),
      },
    ]),
  );
}

/** The sale taxes in force on the date. */
export async function taxesOf(companyCode: number, date: string): Promise<TaxRate[]> {
  return (await rowsOf('pos.sale-taxes', companyCode))
    .filter((row) => isActive(row) && inForce(row, 'inForceFrom', 'inForceUntil', date))
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      percent: num(row.percent),
      components: (Array.isArray(row.components) ? (row.components as Row[]) : []).map((part) => ({
        component: str(part.component),
        percent: num(part.percent),
      })),
    }));
}

export async function assignmentsOf(companyCode: number): Promise<TaxAssignment[]> {
  return (await rowsOf('pos.tax-assignings', companyCode)).map((row) => ({
    itemGroup: str(row.itemGroup),
    outlet: str(row.outlet),
    tax: str(row.tax),
    effectiveFrom: str(row.effectiveFrom),
    inForceUntil: str(row.inForceUntil),
    active: isActive(row),
  }));
}

export async function tablesOf(companyCode: number): Promise<PosTable[]> {
  return (await rowsOf('pos.tables', companyCode))
    .filter(isActive)
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      outlet: str(row.outlet),
      seats: num(row.seats),
      waiter: str(row.waiter),
    }))
    .sort((a, b) => a.outlet.localeCompare(b.outlet) || a.code.localeCompare(b.code, undefined, { numeric: true }));
}

/** Code and name of the active rows of a master (waiters, NC departments). */
export async function namedOf(
  resource: 'pos.waiters' | 'pos.nc-departments',
  companyCode: number,
): Promise<NamedCode[]> {
  return (await rowsOf(resource, companyCode))
    .filter(isActive)
    .map((row) => ({ code: str(row.code), name: str(row.name) }));
}

/** The restaurant's masters (pos.*), as the restaurant's billing book reads them. */
export const RESTAURANT_CATALOGUE: BillingCatalogue = {
  outlets: outletsOf,
  items: (companyCode) => itemsOf(companyCode),
  rates: outletRates,
  taxes: taxesOf,
  assignments: assignmentsOf,
  tables: tablesOf,
  waiters: (companyCode) => namedOf('pos.waiters', companyCode),
  ncDepartments: (companyCode) => namedOf('pos.nc-departments', companyCode),
};

/** The masters of the session's book (the restaurant's when it names none). */
export function catalogueOf(session: BillingSession): BillingCatalogue {
  return session.book?.catalogue ?? RESTAURANT_CATALOGUE;
}

/**
 * What pricing a bill at an outlet on a date needs (priced-bill), from a book's masters (the restaurant's unless
 * given).
 */
export async function pricingContext(
  companyCode: number,
  outlet: PosOutlet,
  date: string,
  items?: ReadonlyMap<string, ItemRow>,
  catalogue: BillingCatalogue = RESTAURANT_CATALOGUE,
): Promise<PricingContext> {
  const [menu, taxes, assignments] = await Promise.all([
    items ?? catalogue.items(companyCode, date),
    catalogue.taxes(companyCode, date),
    catalogue.assignments(companyCode),
  ]);
  return { outlet, date, items: menu, taxes, assignments };
}

export { num, str };
