import { toPaise } from '../../lib/money/money';
import { isAgentEmpno } from '../../modules/crm/domain/target-rules';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { creditedSales } from '../core/sales/credited-sales';
import { liveSalesOf } from '../core/sales/sale-store';

/**
 * One invoice line as it counts for targets: who it is credited to, what, when, and its taxable value net of returns
 * (paise).
 */
export interface AchievedLine {
  document: string;
  dat: string;
  agent: string;
  employee: string;
  partyId: string;
  itemId: string;
  itemName: string;
  group: string;
  qty: number;
  paise: number;
}

export type AchievedBy = 'TOTAL' | 'GROUP' | 'ITEM';

/** The item groups of the company's items (inventory.items `group`). */
export async function itemGroups(companyCode: number): Promise<Map<string, string>> {
  await ensureSeeded('inventory.items', companyCode);
  const rows = await listRecords<Record<string, unknown>>('inventory.items', companyCode);
  return new Map(rows.map((row) => [String(row.itemId), String(row.group ?? '')]));
}

/**
 * The stock-sales invoices that stand, dated `from`..`to`, line by line: each line's taxable value less its share of
 * what returns took back (the same share the agents' commission uses: credited-sales.ts), credited to the invoice's
 * agent and sales person.
 */
export async function achievedLines(companyCode: number, from: string, to: string): Promise<AchievedLine[]> {
  const sales = (await liveSalesOf(companyCode)).filter((sale) => sale.header.dat >= from && sale.header.dat <= to);
  if (sales.length === 0) return [];
  const [credited, groups] = await Promise.all([creditedSales(companyCode), itemGroups(companyCode)]);
  const creditedBy = new Map(credited.map((sale) => [sale.document, sale.taxablePaise]));
  return sales.flatMap(({ header, linedetails }) => {
    const taxable = linedetails.map((line) => toPaise(line.taxable));
    const gross = taxable.reduce((sum, value) => sum + value, 0);
    const net = creditedBy.get(header.seq) ?? gross;
    return linedetails.map((line, index) => ({
      document: header.seq,
      dat: header.dat,
      agent: header.agent ?? '',
      employee: header.employee ?? '',
      partyId: header.partyId,
      itemId: line.itemId,
      itemName: line.itemName,
      group: groups.get(line.itemId) ?? '',
      qty: line.qty,
      paise: gross === 0 ? 0 : Math.round((taxable[index]! * net) / gross),
    }));
  });
}

/** Is the line credited to `who` (an employee number, or `A:<agent code>`)? */
export const creditedTo = (line: AchievedLine, who: string) =>
  isAgentEmpno(who) ? line.agent === who.slice(2) : line.employee === who;

/** What the lines achieved for one person, summed under '' (TOTAL), the item group or the item. */
export function sumAchieved(lines: readonly AchievedLine[], who: string, by: AchievedBy): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!creditedTo(line, who)) continue;
    const key = by === 'TOTAL' ? '' : by === 'GROUP' ? line.group : line.itemId;
    sums.set(key, (sums.get(key) ?? 0) + line.paise);
  }
  return sums;
}

/** The seam (plan §2): what `who` achieved from `from` to `to`, in paise, by total, item group or item. */
export async function achievedBy(
  companyCode: number,
  who: string,
  from: string,
  to: string,
  by: AchievedBy,
): Promise<Map<string, number>> {
  return sumAchieved(await achievedLines(companyCode, from, to), who, by);
}
