import { LEAD_STAGES, STAGE_LOST, STAGE_WON } from '../../../modules/crm/domain/lead-masters';
import { leadsOf as storedLeads } from '../leads/lead-store';
import { storedOrders } from '../../core/sales/order-store';
import { storedCrmQuotations } from '../quotations/quotation-store';

/**
 * The CRM documents as the reports read them (the leads', quotations' and orders' own areas write the stores, so only
 * the fields every shape carries are read):
 * quotations `crm.quotations`, orders `crm.sale-orders`, leads `crm.leads`.
 */
type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A wire or stored day (yyyy-MM-dd…, dd-MMM-yyyy) as yyyy-MM-dd; '' when unreadable. */
export function isoDay(value: unknown): string {
  const raw = text(value).trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(raw);
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1;
  return match && month >= 0 ? `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : '';
}

/** One document line's value in paise: qty × rate less its discount percent. */
export interface DocumentLine {
  itemId: string;
  itemName: string;
  qty: number;
  paise: number;
}

/** A quotation or order as the reports read it. */
export interface CrmDocument {
  recordId: number;
  dat: string;
  pos: number;
  employee: string;
  partyId: string;
  lines: DocumentLine[];
}

function lineOf(row: Row): DocumentLine {
  const qty = Number(row.qty ?? 0);
  const rat = Number(row.rat ?? 0);
  const disc = Number(row.discPer ?? row.discper ?? 0);
  return {
    itemId: text(row.itemId ?? row.itemid),
    itemName: text(row.itemName ?? row.itemname),
    qty,
    paise: Math.round(qty * rat * (100 - disc)),
  };
}

function documentOf(record: Row): CrmDocument | null {
  const header = (record.header ?? record) as Row;
  const lines = (Array.isArray(record.lines) ? record.lines : []) as Row[];
  const dat = isoDay(header.dat);
  if (!dat) return null;
  return {
    recordId: Number(header.recordId ?? 0),
    dat,
    pos: Number(header.pos ?? 1),
    employee: text(header.refEmployee ?? header.employee ?? header.refemployee),
    partyId: text(header.partyId),
    lines: lines.map(lineOf),
  };
}

const standing = (records: readonly object[]) =>
  records.map((record) => documentOf(record as Row)).filter((one): one is CrmDocument => one !== null && one.pos >= 0);

/**
 * Quotations and orders that stand (Pos ≥ 0: cancelled ones, Pos −1, left out), through their stores' readers (which
 * seed them).
 */
export const quotationsOf = async (companyCode: number) => standing(await storedCrmQuotations(companyCode));
export const ordersOf = async (companyCode: number) => standing(await storedOrders(companyCode));

/**
 * The leads and lead-world customers (the leads' store): owner, stage by name, whether still open (not won, lost or a
 * customer).
 */
export async function leadsOf(
  companyCode: number,
): Promise<Array<{ owner: string; stage: string; open: boolean; customer: boolean }>> {
  const stageName = new Map(LEAD_STAGES.map((stage) => [stage.id, stage.name]));
  return (await storedLeads(companyCode)).map((row) => ({
    owner: text(row.lead_owner),
    stage: stageName.get(Number(row.lead_stage)) ?? 'No stage',
    customer: row.type_lead_cus === 'Cus',
    open: row.type_lead_cus !== 'Cus' && Number(row.lead_stage) !== STAGE_WON && Number(row.lead_stage) !== STAGE_LOST,
  }));
}

export const inPeriod = (dat: string, from: string, to: string) => dat >= from && dat <= to;
export const documentPaise = (document: CrmDocument) => document.lines.reduce((sum, line) => sum + line.paise, 0);
