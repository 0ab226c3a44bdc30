// Mass planning (PpcMassPlanningUni/Det, contract 07-production-qc.md): the rules the screen and the demo backend
// share.

/** A planned product line; the order line it serves when it came from "Add pending order lines". */
export interface MassPlanLine {
  sno: number;
  itemId: string;
  itemName: string;
  um: string;
  qty: number;
  soid: number | null;
  soLine: number | null;
  orderSeq: string;
}

export interface MassPlanHeader {
  recordId: number;
  /** MPLAN + 6 digits, numbered by the server. */
  seq: string;
  dat: string;
  remarks: string;
  usr: string;
  /** Ours: the purchase request raised for the plan's shortages, once raised. */
  purchaseRequest: string | null;
}

export interface MassPlan {
  header: MassPlanHeader;
  lines: MassPlanLine[];
}

/** A shortage row as `PPCItemsRequiredForMassPlanning` answers it (ours beside: `made`, a sub-assembly made here). */
export interface RequirementRow {
  itemId: string;
  itemName: string;
  grp: string;
  qtyrequired: number;
  qtyavailable: number;
  qtypending: number;
  uom: string;
  made: boolean;
}

export interface DraftPlanLine {
  itemId: string;
  qty: number | null;
  soid?: number | null;
  soLine?: number | null;
}

const MAX_QTY = 999_999.999;
const isQty = (qty: number) => Math.round(qty * 1000) / 1000 === qty;

/** What is wrong with a plan's lines, keyed `lines.<i>.<field>` (or `lines`), shown beside the field. */
export function massPlanProblems(
  lines: readonly DraftPlanLine[],
  producible: ReadonlySet<string>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (lines.length === 0) problems.lines = 'Add at least one product to plan.';
  lines.forEach((line, index) => {
    if (!line.itemId) problems[`lines.${index}.itemId`] = 'Choose a product.';
    else if (!producible.has(line.itemId)) problems[`lines.${index}.itemId`] = 'This item is not a product made here.';
    const qty = line.qty;
    if (qty === null || !Number.isFinite(qty) || qty <= 0)
      problems[`lines.${index}.qty`] = 'Give a quantity above zero.';
    else if (qty > MAX_QTY || !isQty(qty))
      problems[`lines.${index}.qty`] = 'At most 9,99,999.999, with three decimals.';
  });
  return problems;
}

/** The next plan number: MPLAN + 6 digits, one above the highest given (never reused). */
export function nextMassPlanNumber(seqs: readonly string[]): string {
  const highest = seqs.reduce((max, seq) => Math.max(max, /^MPLAN(\d{6})$/.test(seq) ? Number(seq.slice(5)) : 0), 0);
  return `MPLAN${String(highest + 1).padStart(6, '0')}`;
}

/** The products and quantities to explode: the plan's lines summed per product. */
export function demandOf(lines: readonly DraftPlanLine[]): Array<{ itemId: string; qty: number }> {
  const sums = new Map<string, number>();
  for (const line of lines)
    if (line.itemId && line.qty && line.qty > 0)
      sums.set(line.itemId, Math.round(((sums.get(line.itemId) ?? 0) + line.qty) * 1000) / 1000);
  return [...sums].map(([itemId, qty]) => ({ itemId, qty }));
}
