import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { allocate } from '../../../../lib/money/money-allocate';
import type { BillLine, BillTaxRow } from '../../../../kits/billing/domain/bill-types';
import type { TaxRate } from '../../../../kits/billing/domain/master-types';
import type { TaxShare } from './returns-types';

type Line = Pick<BillLine, 'taxCode' | 'taxable' | 'tax'>;
type Row = Pick<BillTaxRow, 'component' | 'percent' | 'taxable' | 'amount'>;

// A bill rarely carries more than three tax codes; the search gives up long before it could be slow.
const MAX_TRIES = 20_000;
const MAX_ROWS_FOR_SUBSETS = 8;

/** Every subset of 0..n-1, the empty one first. */
function subsets(n: number): number[][] {
  const all: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) all.push([...Array(n).keys()].filter((index) => mask & (1 << index)));
  return all;
}

/** Every way of picking one row from each list. */
function product(lists: readonly number[][]): number[][] {
  return lists.reduce<number[][]>((ways, list) => ways.flatMap((way) => list.map((row) => [...way, row])), [[]]);
}

/**
 * The tax rows a line of this code may belong to, the likeliest first: the rows its components name exactly
 * (component and percent, as the master has them), then any rows of the same component names (the master's
 * percent changed since the bill), then none; for a code the master no longer knows, none (an unknown code was
 * taxed at nothing) and every other subset.
 */
function candidatesOf(code: string, rows: readonly Row[], master: readonly TaxRate[]): number[][] {
  const rate = master.find((tax) => tax.code === code);
  if (!rate) return rows.length <= MAX_ROWS_FOR_SUBSETS ? subsets(rows.length) : [[]];
  if (rate.components.length === 0) return [[]];
  const exact = rate.components.map((part) =>
    rows.findIndex((row) => row.component === part.component && row.percent === part.percent),
  );
  const byName = product(
    rate.components.map((part) => rows.flatMap((row, index) => (row.component === part.component ? [index] : []))),
  );
  // Last, none: the code may have been unknown (so untaxed) when the bill was made.
  const ways = [...(exact.includes(-1) ? [] : [exact]), ...byName, []];
  const unique = new Map<string, number[]>();
  for (const way of ways) {
    const rowsOfWay = [...new Set(way)].sort((a, b) => a - b);
    if (!unique.has(rowsOfWay.join())) unique.set(rowsOfWay.join(), rowsOfWay);
  }
  return [...unique.values()];
}

/**
 * Each line's part of each row, shared as billFigures shared it (a row's tax over its lines by taxable value,
 * largest remainder, in line order), when `rowsOf` gives each line's rows; null when the bill does not bear
 * that out (a row's taxable is not its lines' sum, or a line's parts do not add up to its tax).
 */
function sharesFor(
  lines: readonly Line[],
  rows: readonly Row[],
  rowsOf: (line: Line) => readonly number[],
): Paise[][] | null {
  const shares = lines.map(() => rows.map(() => 0));
  for (let row = 0; row < rows.length; row++) {
    const members = lines.flatMap((line, index) => (rowsOf(line).includes(row) ? [index] : []));
    const taxables = members.map((index) => toPaise(lines[index]!.taxable));
    if (sumPaise(taxables) !== toPaise(rows[row]!.taxable)) return null;
    if (members.length === 0) {
      if (toPaise(rows[row]!.amount) !== 0) return null;
      continue;
    }
    allocate(toPaise(rows[row]!.amount), taxables).forEach((share, at) => (shares[members[at]!]![row] = share));
  }
  return lines.every((line, index) => sumPaise(shares[index]!) === toPaise(line.tax)) ? shares : null;
}

/**
 * Last resort (a bill nothing above explains): the line's own tax, exact, over the rows of its components' names (else
 * every row) by their amounts.
 */
function approximateShares(
  lines: readonly Line[],
  rows: readonly Row[],
  master: readonly TaxRate[],
): { shares: Paise[][]; rowsOf: (line: Line) => number[] } {
  const rowsOf = (line: Line) => {
    const names = new Set(
      master.find((tax) => tax.code === line.taxCode)?.components.map((part) => part.component) ?? [],
    );
    const named = rows.flatMap((row, index) => (names.has(row.component) ? [index] : []));
    return toPaise(line.tax) === 0 && named.length === 0
      ? []
      : named.length > 0
        ? named
        : rows.map((_, index) => index);
  };
  const shares = lines.map((line) => {
    const own = rowsOf(line);
    const parts = rows.map(() => 0);
    if (own.length > 0)
      allocate(
        toPaise(line.tax),
        own.map((index) => Math.abs(toPaise(rows[index]!.amount))),
      ).forEach((share, at) => (parts[own[at]!] = share));
    return parts;
  });
  return { shares, rowsOf };
}

/** Which rows each tax code's lines belong to, found by trying the candidates against the bill's own figures. */
function findMembership(
  lines: readonly Line[],
  rows: readonly Row[],
  master: readonly TaxRate[],
): Map<string, number[]> | null {
  const codes = [...new Set(lines.map((line) => line.taxCode))];
  const taxableOf = new Map(
    codes.map((code) => [
      code,
      sumPaise(lines.filter((line) => line.taxCode === code).map((line) => toPaise(line.taxable))),
    ]),
  );
  const candidates = codes.map((code) => candidatesOf(code, rows, master));
  const limits = rows.map((row) => toPaise(row.taxable));
  const sums = rows.map(() => 0);
  const chosen = new Map<string, number[]>();
  let tries = 0;
  const search = (at: number): boolean => {
    if (at === codes.length) return sharesFor(lines, rows, (line) => chosen.get(line.taxCode) ?? []) !== null;
    const code = codes[at]!;
    for (const way of candidates[at]!) {
      if (++tries > MAX_TRIES) return false;
      way.forEach((row) => (sums[row]! += taxableOf.get(code)!));
      if (way.every((row) => sums[row]! <= limits[row]!)) {
        chosen.set(code, way);
        if (search(at + 1)) return true;
      }
      way.forEach((row) => (sums[row]! -= taxableOf.get(code)!));
    }
    return false;
  };
  return search(0) ? chosen : null;
}

/**
 * Each bill line's frozen part of each tax row the bill charged, in rupees: exactly the paise billFigures gave
 * it when the bill was made. The bill keeps each line's tax and each row's figures but not which rows a line
 * belongs to; the tax master tells which components a code has, and the bill's own taxable values decide between
 * the possibilities, so a rate changed in the master since the bill changes nothing here. A line's parts always
 * add up to its tax; a bill nothing explains (never seen) shares each line's tax over the rows of its components.
 */
export function frozenTaxShares(
  lines: readonly Line[],
  rows: readonly Row[],
  master: readonly TaxRate[],
): TaxShare[][] {
  const membership = findMembership(lines, rows, master);
  const found = membership
    ? {
        rowsOf: (line: Line) => membership.get(line.taxCode) ?? [],
        shares: sharesFor(lines, rows, (line) => membership.get(line.taxCode) ?? [])!,
      }
    : approximateShares(lines, rows, master);
  return lines.map((line, index) =>
    [...found.rowsOf(line)]
      .sort((a, b) => a - b)
      .map((row) => ({
        component: rows[row]!.component,
        percent: rows[row]!.percent,
        amount: fromPaise(found.shares[index]![row]!),
      })),
  );
}
