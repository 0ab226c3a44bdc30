import { fromMilli } from '../../lib/quantity/quantity';
import { STOCK_MASTERS } from '../core/stock/stock-masters';
import type { RequirementLists } from '../../modules/procurement/requests/requirement-masters';
import type { RequirementUnit } from '../../modules/procurement/requests/requirement-types';
import { SUPPLIER_GROUPS } from '../../modules/procurement/resources/supplier-groups';
import { SUPPLIERS } from '../../modules/procurement/resources/suppliers';
import { findDemoCompany } from '../core/company/companies';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { departmentsOf, designationsOf, employeesOf, namesById } from '../core/people/hrd-masters';
import { currentStock } from '../core/stock/stock-store';

type Row = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const active = (row: Row) => row.active !== false;

/** A company's stored records of another module's master (seeded on first use). */
async function rowsOf(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

const namesBy = (rows: readonly Row[]) => new Map(rows.map((row) => [text(row.code), text(row.name)]));

/**
 * Stock on hand per item over every store, in its stock unit, from the stock ledger as it stands (opening stock and
 * every movement since): Σ(qty in − qty out).
 */
export async function stockOnHand(companyCode: number): Promise<Map<string, number>> {
  const { index } = await currentStock(companyCode);
  const milli = new Map<string, number>();
  for (const store of index.stores())
    for (const item of index.itemsIn(store)) milli.set(item, (milli.get(item) ?? 0) + index.onHandMilli(item, store));
  return new Map([...milli].map(([item, total]) => [item, fromMilli(total)]));
}

/** What a request draws on, from the stored masters: the requirements answer's lists, and each item's unit factors. */
export interface RequestMasterData {
  lists: RequirementLists;
  /** Stock units in one of each unit of the item (its stock unit: 1). */
  factors: Map<string, Map<string, number>>;
}

export async function requestMasterData(companyCode: number): Promise<RequestMasterData> {
  const [items, groups, units, departments, suppliers, supplierGroups, employees, hrdDepartments, designations, stock] =
    await Promise.all([
      rowsOf(STOCK_MASTERS.items, companyCode),
      rowsOf(STOCK_MASTERS.itemGroups, companyCode),
      rowsOf(STOCK_MASTERS.units, companyCode),
      rowsOf(STOCK_MASTERS.departments, companyCode),
      rowsOf(SUPPLIERS.name, companyCode),
      rowsOf(SUPPLIER_GROUPS.name, companyCode),
      employeesOf(companyCode),
      departmentsOf(companyCode),
      designationsOf(companyCode),
      stockOnHand(companyCode),
    ]);
  const [groupNames, unitNames, supplierGroupNames] = [groups, units, supplierGroups].map(namesBy);
  const hrdDepartmentNames = namesById(hrdDepartments, (row) => row.department);
  const designationNames = namesById(designations, (row) => row.designation);
  const unitName = (code: string) => unitNames!.get(code) || code;
  const materials = items.filter(active).sort((a, b) => text(a.name).localeCompare(text(b.name)));
  const materialunits: RequirementUnit[] = [];
  const factors = new Map<string, Map<string, number>>();
  for (const item of materials) {
    const itemId = text(item.itemId);
    const others = (Array.isArray(item.units) ? (item.units as Row[]) : []).filter(
      (line) => text(line.unit) !== '' && text(line.unit) !== text(item.unit),
    );
    const own = new Map([[text(item.unit), 1]]);
    materialunits.push({ recordid: itemId, sno: 1, umid: text(item.unit), um: unitName(text(item.unit)) });
    others.forEach((line, index) => {
      materialunits.push({ recordid: itemId, sno: index + 2, umid: text(line.unit), um: unitName(text(line.unit)) });
      own.set(text(line.unit), Number(line.factor) || 1);
    });
    factors.set(itemId, own);
  }
  const lists: RequirementLists = {
    departments: departments
      .filter(active)
      .map((row) => ({ deptid: text(row.code), deptname: text(row.name), area: text(row.store) })),
    suppliers: suppliers.filter(active).map((row) => ({
      recordid: text(row.code),
      supplier: text(row.name),
      partygroup: supplierGroupNames!.get(text(row.group)) || text(row.group),
    })),
    // Employees in service, requests naming them by their employee number (empno).
    employees: employees
      .filter((row) => row.serviceClosing === null)
      .map((row) => ({
        empid: row.empno,
        empno: row.empno,
        empname: row.empname,
        surname: row.surname,
        fathername: row.fathername,
        gender: text(row.gender),
        mobile: row.mobile,
        deptid: text(row.department),
        department: hrdDepartmentNames.get(row.department) ?? '',
        desigid: text(row.designation),
        Designation: designationNames.get(row.designation) ?? '',
        branchid: findDemoCompany(companyCode)?.bCode ?? '',
        customercode: companyCode,
      })),
    materials: materials.map((item) => ({
      itemid: text(item.itemId),
      itemname: text(item.name),
      grpname: groupNames!.get(text(item.group)) || text(item.group),
      stock: stock.get(text(item.itemId)) ?? 0,
      um: unitName(text(item.unit)),
    })),
    materialunits,
  };
  return { lists, factors };
}
