import { isRupeeAmount } from '../../../lib/money/money';
import { isQuantity } from '../../../lib/quantity/quantity';
import type { SaleHeaderInput, SaleLineInput } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import type {
  SaleCustomer,
  SaleItem,
  SaleTaxOption,
  SaleTypeOption,
  Named,
} from '../../../modules/pos/stock-sales/domain/sale-requirements';
import { taxScopeRefusal } from '../../../modules/pos/stock-sales/domain/sale-type-rules';
import {
  saleAgents,
  saleCustomers,
  saleEmployees,
  saleItems,
  saleStores,
  saleTaxes,
  saleTypes,
} from '../../core/sales/sale-masters';

/** What the body names, read from the masters: enough to price the invoice. */
export interface SaleContext {
  customer: SaleCustomer;
  saleType: SaleTypeOption;
  items: Map<string, SaleItem>;
  taxes: Map<string, SaleTaxOption>;
  stores: Named[];
  agent: string;
  employee: string;
}

export interface SaleInput {
  header: SaleHeaderInput;
  lines: SaleLineInput[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const orNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** The body as the server reads it (names and numbers coerced; anything missing empty). */
export function readSaleInput(body: Record<string, unknown>): SaleInput {
  const header = (body.header ?? {}) as Record<string, unknown>;
  const lines = Array.isArray(body.lines) ? (body.lines as Array<Record<string, unknown>>) : [];
  return {
    header: {
      saleType: text(header.saleType),
      partyId: text(header.partyId),
      agent: text(header.agent),
      employee: text(header.employee),
      remarks: text(header.remarks).slice(0, 200),
      advance: Number(header.advance ?? 0),
      refSoid: orNull(header.refSoid),
    },
    lines: lines.map((line) => ({
      store: text(line.store),
      itemId: text(line.itemId),
      gin: text(line.gin),
      qty: Number(line.qty),
      rat: Number(line.rat),
      discPer: Number(line.discPer ?? 0),
      taxCode: text(line.taxCode),
      refSoid: orNull(line.refSoid),
      refSoLine: orNull(line.refSoLine),
    })),
  };
}

/**
 * Every field problem of the body at once (ASP.NET's validation answer: `header.partyId`, `lines.0.qty`), and the
 * context when there is none.
 */
export async function saleContext(
  companyCode: number,
  input: SaleInput,
): Promise<{ problems: Record<string, string>; context?: SaleContext }> {
  const [customers, types, items, taxes, stores, agents, employees] = await Promise.all([
    saleCustomers(companyCode),
    saleTypes(companyCode),
    saleItems(companyCode),
    saleTaxes(companyCode),
    saleStores(companyCode),
    saleAgents(companyCode),
    saleEmployees(companyCode),
  ]);
  const { header } = input;
  const problems: Record<string, string> = {};
  const customer = customers.find((row) => row.code === header.partyId);
  const saleType = types.find((row) => row.code === header.saleType);
  if (!header.partyId) problems['header.partyId'] = 'Choose the customer';
  else if (!customer) problems['header.partyId'] = `Customer ${header.partyId} does not exist or is not active`;
  if (!header.saleType) problems['header.saleType'] = 'Choose the sale type';
  else if (!saleType) problems['header.saleType'] = `Sale type ${header.saleType} does not exist or is not active`;
  if (header.agent && !agents.some((row) => row.code === header.agent))
    problems['header.agent'] = `Agent ${header.agent} does not exist or is not active`;
  if (header.employee && !employees.some((row) => row.code === header.employee))
    problems['header.employee'] = `Employee ${header.employee} does not exist`;
  if (!Number.isFinite(header.advance) || header.advance < 0)
    problems['header.advance'] = 'Enter the advance to adjust as zero or more';
  else if (!isRupeeAmount(header.advance)) problems['header.advance'] = 'Enter an amount with at most two decimals';
  const itemMap = new Map(items.map((item) => [item.itemid, item]));
  const taxMap = new Map(taxes.map((tax) => [tax.code, tax]));
  if (input.lines.length === 0) problems.lines = 'Add at least one line';
  input.lines.forEach((line, index) => {
    const at = (field: string, message: string) => (problems[`lines.${index}.${field}`] = message);
    if (!itemMap.has(line.itemId)) at('itemId', line.itemId ? `Item ${line.itemId} does not exist` : 'Choose the item');
    if (!stores.some((store) => store.code === line.store))
      at('store', line.store ? `Store ${line.store} does not exist` : 'Choose the store');
    if (!line.gin) at('gin', 'Choose the batch');
    if (!(line.qty > 0)) at('qty', 'Enter a quantity above zero');
    else if (!isQuantity(line.qty)) at('qty', 'Enter a quantity with at most three decimals');
    if (!(line.rat >= 0)) at('rat', 'Enter the rate as zero or more');
    else if (!isRupeeAmount(line.rat)) at('rat', 'Enter a rate with at most two decimals');
    if (!(line.discPer >= 0 && line.discPer <= 100)) at('discPer', 'Enter a discount from 0 to 100 per cent');
    if (line.taxCode && !taxMap.has(line.taxCode)) at('taxCode', `Tax ${line.taxCode} does not exist or is not active`);
    const scope = saleType ? taxScopeRefusal(saleType, taxMap.get(line.taxCode)) : null;
    if (scope) at('taxCode', scope);
  });
  if (Object.keys(problems).length > 0 || !customer || !saleType) return { problems };
  return {
    problems,
    context: {
      customer,
      saleType,
      items: itemMap,
      taxes: taxMap,
      stores,
      agent: header.agent || customer.agent,
      employee: header.employee,
    },
  };
}
