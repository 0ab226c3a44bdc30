import { fromPaise, toPaise } from '../../../lib/money/money';
import type {
  Named,
  SaleCustomer,
  SaleItem,
  SaleTaxOption,
  SaleTypeOption,
} from '../../../modules/pos/stock-sales/domain/sale-requirements';
import { listRecords } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { itemMasters, namedMasters } from '../stock/stock-masters';
import { customerOutstandingPaise } from '../accounting/party-postings';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

async function rows(resource: string, companyCode: number): Promise<Row[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<Row>(resource, companyCode);
}

/** The active customers with their group's discount and what they owe now (their ledger's balance). */
export async function saleCustomers(companyCode: number): Promise<SaleCustomer[]> {
  const [customers, groups, owed] = await Promise.all([
    rows('pos.customers', companyCode),
    rows('pos.customer-groups', companyCode),
    customerOutstandingPaise(companyCode),
  ]);
  const discount = new Map(groups.map((group) => [text(group.code), Number(group.discount ?? 0)]));
  const saleType = new Map(groups.map((group) => [text(group.code), text(group.saleType)]));
  return customers
    .filter((row) => row.active !== false)
    .map((row) => ({
      code: text(row.code),
      name: text(row.name),
      group: text(row.group),
      gstin: text(row.gstin),
      mobile: text(row.mobile),
      addr: text(row.address),
      city: text(row.city),
      zip: text(row.zip),
      agent: text(row.agent),
      creditAmount: fromPaise(toPaise(Number(row.creditAmount ?? 0))),
      balance: fromPaise(owed.get(text(row.code)) ?? 0),
      discount: discount.get(text(row.group)) ?? 0,
      saleType: saleType.get(text(row.group)) ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function saleTypes(companyCode: number): Promise<SaleTypeOption[]> {
  return (await rows('pos.sale-types', companyCode))
    .filter((row) => row.active !== false)
    .map((row) => ({
      code: text(row.code),
      name: text(row.name),
      kind: text(row.kind),
      requiresGstin: row.requiresGstin === true,
      taxable: row.taxable !== false,
      interState: typeof row.interState === 'boolean' ? row.interState : null,
      pricing: row.pricing === 'COST' ? 'COST' : 'LIST',
    }));
}

/** The sale taxes (GST slabs) a line may carry, with their components and HSN/SAC. */
export async function saleTaxes(companyCode: number): Promise<SaleTaxOption[]> {
  return (await rows('pos.sale-taxes', companyCode))
    .filter((row) => row.active !== false)
    .map((row) => ({
      code: text(row.code),
      name: text(row.name),
      percent: Number(row.percent ?? 0),
      hsnSac: text(row.hsnSac),
      components: ((row.components as Array<{ component: string; percent: number }> | undefined) ?? []).map(
        ({ component, percent }) => ({ component, percent: Number(percent) }),
      ),
    }));
}

/** The stocked items with their list rate (the standard rate). */
export async function saleItems(companyCode: number): Promise<SaleItem[]> {
  const { items } = await itemMasters(companyCode);
  return [...items.values()]
    .map((item) => ({ itemid: item.itemId, itemname: item.name, um: item.unit, rat: item.standardRate }))
    .sort((a, b) => a.itemname.localeCompare(b.itemname));
}

export const saleStores = async (companyCode: number): Promise<Named[]> =>
  (await namedMasters('inventory.stores', companyCode)).map(({ code, name }) => ({ code, name }));

export async function saleAgents(companyCode: number): Promise<Named[]> {
  return (await rows('pos.agents', companyCode))
    .filter((row) => row.active !== false)
    .map((row) => ({ code: text(row.code), name: text(row.name) }));
}

/** The employees a sale may be credited to (the sales person). */
export async function saleEmployees(companyCode: number): Promise<Named[]> {
  return (await rows('hrd.employees', companyCode))
    .filter((row) => row.serviceClosing === null || row.serviceClosing === undefined)
    .map((row) => ({ code: text(row.empno), name: [text(row.empname), text(row.surname)].filter(Boolean).join(' ') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
