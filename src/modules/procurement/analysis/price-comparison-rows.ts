import type { ReportRow } from '../../../engine/report/report';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { divideByQuantity, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { divideRounded } from '../../../lib/money/money-decimal';
import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import { CANCELLED } from '../domain/approval-status';
import { lineBasePaise } from '../domain/receipt-totals';

/** A period of the comparison: yyyy-MM-dd, both days in. */
export interface ComparedPeriod {
  from: string;
  to: string;
}

/** One received line in its item's stock unit: the quantity in thousandths and the value (quantity × rate) in paise. */
export interface ReceivedLine {
  itemId: string;
  dat: string;
  milli: Milli;
  paise: Paise;
}

/**
 * The lines of the receipts not cancelled, each in the item's stock unit (quantity × conversion, as the stock rows take
 * it), so one item's purchases in different units add up; the value stays what was paid.
 */
export function receivedLines(receipts: readonly ReceiptBody[]): ReceivedLine[] {
  return receipts
    .filter(({ header }) => header.pos !== CANCELLED)
    .flatMap(({ header, lines }) =>
      lines.map((line) => ({
        itemId: line.itemId,
        dat: header.dat.slice(0, 10),
        milli: multiplyByQuantity(toMilli(line.qty), line.mrp > 0 ? line.mrp : 1),
        paise: lineBasePaise(line.qty, toPaise(line.rat)),
      })),
    );
}

interface Bought {
  milli: Milli;
  paise: Paise[];
}

const within = (period: ComparedPeriod, dat: string) => dat >= period.from && dat <= period.to;

/** What was bought of one item in a period, summed; null when nothing was. */
function boughtIn(lines: readonly ReceivedLine[], period: ComparedPeriod): Bought | null {
  const inPeriod = lines.filter((line) => within(period, line.dat));
  if (inPeriod.length === 0) return null;
  return { milli: inPeriod.reduce((sum, line) => sum + line.milli, 0), paise: inPeriod.map((line) => line.paise) };
}

/** Value ÷ quantity to the paisa, exactly; null when nothing was bought. */
const averageRate = (bought: Bought | null): Paise | null =>
  bought && bought.milli > 0 ? divideByQuantity(sumPaise(bought.paise), fromMilli(bought.milli)) : null;

/** How much the second rate is above (or below) the first, in per cent of the first, to two decimals. */
const changePercent = (first: Paise, difference: Paise): number | null =>
  first > 0 ? Number(divideRounded(BigInt(difference) * 10_000n, BigInt(first))) / 100 : null;

const side = (bought: Bought | null, rate: Paise | null) => ({
  qty: bought ? fromMilli(bought.milli) : null,
  value: bought ? fromPaise(sumPaise(bought.paise)) : null,
  rate: rate === null ? null : fromPaise(rate),
});

/**
 * Per item bought in either period (by name): its quantity, value and average rate in each, the rate's difference
 * (second − first) and its change in per cent, where both periods have it. The periods may overlap.
 */
export function comparisonRows(
  lines: readonly ReceivedLine[],
  first: ComparedPeriod,
  second: ComparedPeriod,
  item: (itemId: string) => { name: string; unit: string },
): ReportRow[] {
  const byItem = new Map<string, ReceivedLine[]>();
  for (const line of lines) byItem.set(line.itemId, [...(byItem.get(line.itemId) ?? []), line]);
  const rows: ReportRow[] = [];
  for (const [itemId, itemLines] of byItem) {
    const [one, two] = [boughtIn(itemLines, first), boughtIn(itemLines, second)];
    if (!one && !two) continue;
    const [rate1, rate2] = [averageRate(one), averageRate(two)];
    const difference = rate1 !== null && rate2 !== null ? rate2 - rate1 : null;
    const [a, b] = [side(one, rate1), side(two, rate2)];
    const { name, unit } = item(itemId);
    rows.push({
      itemid: itemId,
      itemname: name,
      um: unit,
      qty1: a.qty,
      rate1: a.rate,
      value1: a.value,
      qty2: b.qty,
      rate2: b.rate,
      value2: b.value,
      difference: difference === null ? null : fromPaise(difference),
      change: difference === null || rate1 === null ? null : changePercent(rate1, difference),
    });
  }
  return rows.sort((x, y) => String(x.itemname).localeCompare(String(y.itemname), 'en', { numeric: true }));
}
