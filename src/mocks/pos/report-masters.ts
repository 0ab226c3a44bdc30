import type { NamedCode, PosTable } from '../../kits/billing/domain/master-types';
import type { ComparedItem, PriceListRow } from '../../modules/pos/reports/comparison-rows';
import type { ReportNames } from '../../modules/pos/reports/sales-query';
import { rowsOf } from '../core/seeded-rows';

type Row = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
const active = (row: Row) => row.active !== false;

const byCode = (rows: readonly Row[]) => new Map(rows.map((row) => [str(row.code), str(row.name) || str(row.code)]));

export interface ReportMasters {
  names: ReportNames;
  /** Active outlets. */
  outlets: NamedCode[];
  /** Every outlet, withdrawn ones too (their old bills are still reported). */
  everyOutlet: NamedCode[];
  items: ComparedItem[];
  /** Active tables of the master. */
  tables: PosTable[];
}

/**
 * The restaurant masters a report names things by (every row, active or not: an old bill may name a withdrawn item).
 */
export async function reportMasters(companyCode: number): Promise<ReportMasters> {
  const [outlets, items, groups, waiters, kotGroups, departments, tables] = (await Promise.all(
    [
      'pos.outlets',
      'pos.items',
      'pos.item-groups',
      'pos.waiters',
      'pos.kot-groups',
      'pos.nc-departments',
      'pos.tables',
    ].map((resource) => rowsOf(resource, companyCode)),
  )) as [Row[], Row[], Row[], Row[], Row[], Row[], Row[]];
  const [outletName, groupName, waiterName, kotGroupName, departmentName] = [
    outlets,
    groups,
    waiters,
    kotGroups,
    departments,
  ].map(byCode) as Array<Map<string, string>>;
  const itemOf = new Map(
    items.map((row) => [
      str(row.code),
      {
        name: str(row.name),
        group: str(row.group),
        groupName: groupName!.get(str(row.group)) ?? str(row.group),
        kotGroup: str(row.kotGroup),
      },
    ]),
  );
  const names: ReportNames = {
    outlet: (code) => outletName!.get(code) ?? code,
    waiter: (code) => waiterName!.get(code) ?? code,
    item: (code) => itemOf.get(code),
    kotGroup: (code) => kotGroupName!.get(code) ?? code,
    ncDepartment: (code) => departmentName!.get(code) ?? code,
  };
  return {
    names,
    outlets: outlets.filter(active).map((row) => ({ code: str(row.code), name: str(row.name) })),
    everyOutlet: outlets.map((row) => ({ code: str(row.code), name: str(row.name) || str(row.code) })),
    items: items.filter(active).map((row) => ({
      code: str(row.code),
      name: str(row.name),
      groupName: itemOf.get(str(row.code))!.groupName,
      rate: num(row.rate),
    })),
    tables: tables.filter(active).map((row) => ({
      code: str(row.code),
      name: str(row.name),
      outlet: str(row.outlet),
      seats: num(row.seats),
      waiter: str(row.waiter),
    })),
  };
}

/** The outlet price lists as the price comparison reads them. */
export async function priceListsOf(companyCode: number): Promise<PriceListRow[]> {
  return (await rowsOf('pos.price-lists', companyCode)).map((row) => ({
    code: str(row.code),
    outlet: str(row.outlet),
    validFrom: str(row.validFrom),
    validTo: str(row.validTo),
    active: active(row),
    lines: (Array.isArray(row.lines) ? (row.lines as Row[]) : []).map((line) => ({
      item: str(line.item),
      rate: num(line.rate),
    })),
  }));
}
