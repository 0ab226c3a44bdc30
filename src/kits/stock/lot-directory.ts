/** No lot filed under a GIN. */
export const NO_LOT = -1;

const DIGITS_PER_DAY = 100_000;

/** An 11-digit GIN as the number it spells (below 10^11, so exact), or -1 for anything else; no allocation. */
function ginValue(gin: string): number {
  if (gin.length !== 11) return -1;
  let value = 0;
  for (let i = 0; i < 11; i++) {
    const digit = gin.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Lot numbers filed by GIN, for the one-pass stock index. A ledger of a million rows holds hundreds
 * of thousands of GINs, and one big hash table of them costs more than the rest of the pass; so a
 * well-formed GIN (`<yyMMdd><5 digits>`) is filed in a small array per day, indexed by its running
 * number, and only malformed ones go to a Map. Several lots may share a GIN (a transfer puts the
 * same GIN in another store): the directory holds the latest filed, which the caller chains to the others.
 */
export class LotDirectory {
  private readonly days = new Map<number, number[]>();
  private readonly others = new Map<string, number>();
  private lastDay = -1;
  private lastTable: number[] = [];

  /** The lot last filed under this GIN, or NO_LOT. */
  get(gin: string): number {
    const value = ginValue(gin);
    if (value < 0) return this.others.get(gin) ?? NO_LOT;
    const day = Math.floor(value / DIGITS_PER_DAY);
    return this.tableOf(day, false)?.[value - day * DIGITS_PER_DAY] ?? NO_LOT;
  }

  /** Files a lot under a GIN (replacing the one filed before, which the caller keeps in its chain). */
  set(gin: string, lot: number): void {
    const value = ginValue(gin);
    if (value < 0) {
      this.others.set(gin, lot);
      return;
    }
    const day = Math.floor(value / DIGITS_PER_DAY);
    this.tableOf(day, true)![value - day * DIGITS_PER_DAY] = lot;
  }

  /** The day's table (the last one used is kept at hand: ledgers mostly run in date order). */
  private tableOf(day: number, create: boolean): number[] | undefined {
    if (day === this.lastDay) return this.lastTable;
    let table = this.days.get(day);
    if (table === undefined) {
      if (!create) return undefined;
      this.days.set(day, (table = []));
    }
    this.lastDay = day;
    this.lastTable = table;
    return table;
  }
}
