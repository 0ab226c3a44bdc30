import { addDays, format, parseISO } from 'date-fns';
import {
  nextQuotationNumber,
  QUOTATION_APPROVED_BY_APPROVER,
  QUOTATION_PENDING,
} from '../../../modules/crm/domain/quotation-rules';
import { listPrice, listDiscount } from '../../../modules/crm/domain/sale-pricing';
import { serverToday } from '../../core/server-dates';
import { leadSummary } from '../lead-seam';
import { quotationMasters, type QuotationMasters } from './quotation-masters';
import { priceQuotation } from './quotation-pricing';
import type { StoredCrmQuotation } from './stored-quotation';
import { QUOTATION_TERMS } from './quotation-terms';

/** [days before today, validity in days, approved, item names (or indexes), quantities, from a lead] */
type SeedRow = [number, number, boolean, Array<string | number>, number[], boolean];

const ROWS: Record<number, SeedRow[]> = {
  // Nexus Solar Solutions (D-CRM): pending and approved, two from leads, one approved but past its validity.
  1009: [
    [26, 30, true, ['UPS 1 kVA', 'Laptop 14 inch'], [4, 2], false],
    [19, 15, true, ['UPS 1 kVA', 'Toner cartridge 88A'], [10, 6], false],
    [12, 30, true, ['Workstation table', 'Office chair'], [6, 6], true],
    [6, 30, false, ['UPS 1 kVA'], [8], false],
    [3, 21, false, ['Laptop 14 inch', 'Wireless mouse', 'Keyboard'], [5, 5, 5], true],
    [1, 30, false, ['Filing cabinet', 'Box file'], [2, 40], false],
  ],
  // Shakti Precision Engineering (D-USI): two approved quotations for its machined parts.
  1003: [
    [15, 45, true, ['Pump shaft (machined)', 'Coupling half (machined)'], [120, 240], false],
    [8, 45, true, ['Flange 150 NB (machined)'], [60], false],
  ],
};

const day = (offset: number) => format(addDays(parseISO(serverToday()), offset), 'yyyy-MM-dd');

function linesFor(
  masters: QuotationMasters,
  partyId: string | null,
  names: Array<string | number>,
  quantities: number[],
) {
  const party = masters.suppliers.find((row) => row.recordId === partyId);
  return names.flatMap((name, index) => {
    const item =
      typeof name === 'number' ? masters.materials[name] : masters.materials.find((row) => row.itemname === name);
    if (!item) return [];
    const priced = listPrice(masters.pricesdet, party?.priceList || masters.defaultPriceList, item.itemid);
    const fallback = masters.pricesdet.find((row) => row.productId === item.itemid);
    const discPer = party ? listDiscount(masters.discsdet, party.discountList, item.itemid) : 0;
    return [
      {
        itemId: item.itemid,
        itemDescription: '',
        qty: quantities[index] ?? 1,
        leadDays: 7 + index * 3,
        discPer,
        rat: priced?.price ?? fallback?.price ?? 100,
        taxId: priced?.taxId ?? fallback?.taxId ?? '',
      },
    ];
  });
}

/** The starting quotations of the companies above (none elsewhere), priced through the same rules as a save. */
export async function quotationSeed(companyCode: number): Promise<StoredCrmQuotation[]> {
  const rows = ROWS[companyCode];
  if (!rows) return [];
  const masters = await quotationMasters(companyCode);
  const parties = masters.suppliers.filter((row) => row.priceList);
  const leads = (
    await Promise.all(Array.from({ length: 40 }, (_, index) => leadSummary(companyCode, index + 1)))
  ).filter((lead) => lead !== undefined && lead.type_lead_cus === 'Lead');
  const stored: StoredCrmQuotation[] = [];
  for (const [index, [ago, valid, approved, names, quantities, fromLead]] of rows.entries()) {
    const lead = fromLead ? leads.shift() : undefined;
    const partyId = lead
      ? lead.party_id
      : ((parties[index % Math.max(parties.length, 1)] ?? masters.suppliers[index])?.recordId ?? null);
    const employee =
      masters.employees.find((row) => row.recordId === lead?.lead_owner) ??
      masters.employees[index % Math.max(masters.employees.length, 1)];
    if (!employee || (!partyId && !lead)) continue;
    const dat = day(-ago);
    const body = {
      header: {
        dat,
        validity: day(-ago + valid),
        partyId,
        enquiryno: lead?.id ?? null,
        refEmployee: employee.recordId,
        others: index % 2 === 0 ? 1500 : 0,
        quotationstatus: '',
      },
      lines: linesFor(masters, partyId, names, quantities),
      terms: QUOTATION_TERMS.map((term) => ({ term })),
    };
    const outcome = await priceQuotation(companyCode, body, { ...masters, discsuni: [] });
    if (!('priced' in outcome)) continue;
    const recordId = stored.length + 1;
    const seq = nextQuotationNumber(
      dat,
      stored.map((row) => row.header.seq),
    );
    const { header, ...rest } = outcome.priced;
    stored.push({
      header: {
        ...header,
        recordId,
        seq,
        pos: approved ? QUOTATION_APPROVED_BY_APPROVER : QUOTATION_PENDING,
        approvedUsr: approved ? 'admin' : null,
        approvedDat: approved ? day(-ago + 1) : null,
        usr: 'staff',
        branchId: 'CRM',
        customerCode: companyCode,
      },
      ...rest,
    });
  }
  return stored;
}
