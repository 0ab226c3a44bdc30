import type { DiscountListHead, DiscountRow, PriceRow, TaxGroupRow } from '../../../modules/crm/domain/sale-pricing';
import { discountPercent } from '../../../modules/crm/domain/sale-pricing';
import type { QuotationParty, QuotationRequirements } from '../../../modules/crm/quotations/quotation-types';
import { rowsOf } from '../../core/seeded-rows';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const lines = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const active = (row: Row) => row.active !== false;

/** The masters a quotation draws on, in the requirement answer's names (05-crm §2). */
export type QuotationMasters = Omit<QuotationRequirements, 'seq' | 'dat' | 'terms' | 'lead'>;

const STANDARD_LIST = 'STD';

/**
 * Parties = pos.customers (D1, with their price and discount lists); items = inventory.items; the tax groups
 * (taxesuni/taxesdet, our reading) = one per active IGST rate of crm.taxes, split into the CGST and SGST halves the
 * master holds; price lines' taxId names such a group; discount lists expand to one row per item (exception, else
 * group); employees = hrd.employees in service, by number.
 */
export async function quotationMasters(companyCode: number): Promise<QuotationMasters> {
  const [customers, items, prices, discounts, taxes, employees, designations] = (await Promise.all(
    [
      'pos.customers',
      'inventory.items',
      'crm.price-lists',
      'crm.discount-lists',
      'crm.taxes',
      'hrd.employees',
      'hrd.designations',
    ].map((resource) => rowsOf(resource, companyCode)),
  )) as [Row[], Row[], Row[], Row[], Row[], Row[], Row[]];
  const parties: QuotationParty[] = customers
    .filter(active)
    .map((row) => ({
      recordId: text(row.code),
      partyName: text(row.name),
      email: text(row.email),
      mobile: text(row.mobile),
      address: [text(row.address), text(row.city), text(row.zip)].filter(Boolean).join(', '),
      priceList: text(row.priceList),
      discountList: text(row.discountList),
    }))
    .sort((a, b) => a.partyName.localeCompare(b.partyName));
  const materials = items
    .filter(active)
    .map((row) => ({
      itemid: text(row.itemId),
      itemname: text(row.name),
      um: text(row.unit),
      groupCode: text(row.group),
    }))
    .sort((a, b) => a.itemname.localeCompare(b.itemname));
  const activeTaxes = taxes.filter(active);
  const codeOf = (row: Row) => text(row.taxCode ?? row.code);
  const percentOf = (row: Row) => Number(row.taxPer ?? row.percent);
  const byCode = new Map(activeTaxes.map((row) => [codeOf(row), row]));
  const taxesuni: QuotationMasters['taxesuni'] = [];
  const taxesdet: TaxGroupRow[] = [];
  for (const tax of activeTaxes.filter((row) => row.kind === 'IGST')) {
    const half = percentOf(tax) / 2;
    const parts = [byCode.get(`CGST${half}`), byCode.get(`SGST${half}`)].filter((row): row is Row => row !== undefined);
    if (parts.length !== 2) continue;
    taxesuni.push({ recordId: codeOf(tax), name: `GST ${percentOf(tax)}%` });
    parts.forEach((part, index) =>
      taxesdet.push({ recordId: codeOf(tax), sno: index + 1, taxCode: codeOf(part), taxper: percentOf(part) }),
    );
  }
  const defaultTax = taxesuni.find((row) => row.recordId === 'IGST18')?.recordId ?? '';
  const priceLists = prices.filter(active);
  const pricesdet: PriceRow[] = priceLists.flatMap((list) =>
    lines(list.lines).map((line, index) => ({
      recordId: text(list.code),
      sno: index + 1,
      productId: text(line.productId ?? line.item),
      price: Number(line.price ?? line.rate) || 0,
      taxId: text(line.taxId) || defaultTax,
    })),
  );
  const discountLists = discounts.filter(active);
  const discsuni: DiscountListHead[] = discountLists.map((list) => ({
    recordId: text(list.code),
    name: text(list.name),
    maxDiscount:
      list.maxDiscount === null || list.maxDiscount === undefined || list.maxDiscount === ''
        ? null
        : Number(list.maxDiscount),
  }));
  const discsdet: DiscountRow[] = discountLists.flatMap((list) => {
    const shape = {
      groups: lines(list.groups).map((row) => ({ group: text(row.group), percent: Number(row.percent) || 0 })),
      items: lines(list.items).map((row) => ({
        productId: text(row.productId ?? row.item),
        discount: Number(row.discount ?? row.percent) || 0,
      })),
    };
    return materials
      .map((item, index) => ({
        recordId: text(list.code),
        sno: index + 1,
        productId: item.itemid,
        discount: discountPercent(shape, { itemId: item.itemid, group: item.groupCode }),
      }))
      .filter((row) => row.discount > 0);
  });
  const designation = new Map(designations.map((row) => [Number(row.recordId), text(row.designation)]));
  return {
    suppliers: parties,
    addresses: parties.map((party) => ({
      recordId: party.recordId,
      sno: 1,
      addr: party.address,
      city: '',
      zip: '',
      mobile: party.mobile,
      email: party.email,
    })),
    materials,
    taxes: activeTaxes
      .filter((row) => row.appliesTo !== 'PURCHASES')
      .map((row) => ({ taxCode: codeOf(row), taxPer: percentOf(row), description: text(row.description ?? row.name) })),
    units: materials.map((item) => ({ recordid: item.itemid, um: item.um })),
    pricesuni: priceLists.map((list) => ({
      recordId: text(list.code),
      name: text(list.name),
      validFrom: text(list.validFrom),
      validTo: text(list.validTo),
    })),
    pricesdet,
    defaultPriceList: priceLists.some((list) => list.code === STANDARD_LIST)
      ? STANDARD_LIST
      : text(priceLists[0]?.code),
    discsuni,
    discsdet,
    taxesuni,
    taxesdet,
    employees: employees
      .filter((row) => !row.serviceClosing)
      .map((row) => ({
        recordId: text(row.empno),
        empname: [text(row.empname), text(row.surname)].filter(Boolean).join(' '),
        mobile: text(row.mobile),
        tel: designation.get(Number(row.designation)) ?? '',
      }))
      .sort((a, b) => a.empname.localeCompare(b.empname)),
  };
}
