import { formatDate } from '../../../lib/format/date-format';
import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { allocate } from '../../../lib/money/money-allocate';
import { applyPercent, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { daysInMonth, monthName } from './hostel-dates';
import type { BillDraft, BillLine, BillLineKind, HostelBill } from './hostel-bill-types';
import type { PostedCharge } from './charge-types';
import { bedName } from './room-panel-types';
import type { HostelAllocation, StaySegment } from './allocation-types';
import { chargedSegments, daysInside, proratedPaise, serviceMonthPaise } from './proration';

export interface ServiceInfo {
  code: string;
  name: string;
  rate: number;
  per: string;
  taxPercent: number;
  optional: boolean;
  active: boolean;
}

/** The income accounts (by name) rent and services post to. */
export const HOSTEL_INCOME = { rent: 'Hostel rent income', services: 'Hostel services income' } as const;

export interface BillingSources {
  month: string;
  allocations: readonly HostelAllocation[];
  /** Posted charges and service subscriptions (withdrawn ones are skipped). */
  charges: readonly PostedCharge[];
  services: ReadonlyMap<string, ServiceInfo>;
  /** The items on live (not cancelled) bills: never billed again. */
  billed: ReadonlySet<string>;
}

/** Why a month cannot be billed, or null: only a month that has begun. */
export function billingMonthRefusal(month: string, today: string): string | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return 'Choose the month to bill.';
  if (month > today.slice(0, 7))
    return `${monthName(month)} has not begun: the latest month that can be billed is ${monthName(today.slice(0, 7))}.`;
  return null;
}

/** The items on live bills. */
export function billedItems(bills: readonly HostelBill[]): Set<string> {
  return new Set(bills.filter((bill) => bill.status === 'OPEN').flatMap((bill) => bill.lines.map((line) => line.item)));
}

function line(
  item: string,
  kind: BillLineKind,
  description: string,
  days: number | null,
  amount: Paise,
  taxPercent: number,
  income: string,
): BillLine {
  const [cgst, sgst] = allocate(applyPercent(amount, taxPercent), [1, 1]);
  return {
    item,
    kind,
    description,
    days,
    amount: fromPaise(amount),
    taxPercent,
    cgst: fromPaise(cgst!),
    sgst: fromPaise(sgst!),
    income,
  };
}

const daysIn = (segment: StaySegment, month: string) => daysInside(segment.from, segment.to, month).count;
const span = (segment: StaySegment, month: string) => {
  const { first, count } = daysInside(segment.from, segment.to, month);
  return `${formatDate(`${month}-${String(first + 1).padStart(2, '0')}`)} to ${formatDate(`${month}-${String(first + count).padStart(2, '0')}`)}`;
};

/** A service for a month over some stretches: its month's charge prorated by the days held in them. */
function serviceLine(
  item: string,
  label: string,
  segments: readonly StaySegment[],
  month: string,
  rate: number,
  per: string,
  taxPercent: number,
): BillLine {
  const monthly = serviceMonthPaise(toPaise(rate), per, month);
  const amount = sumPaise(segments.map((segment) => proratedPaise(monthly, month, segment.from, segment.to)));
  const days = segments.reduce((all, segment) => all + daysIn(segment, month), 0);
  return line(
    item,
    'SERVICE',
    `${label}: ${days} of ${daysInMonth(month)} days`,
    days,
    amount,
    taxPercent,
    HOSTEL_INCOME.services,
  );
}

/**
 * One allocation's lines for the month not yet billed: rent per stretch, compulsory services with a bed alone,
 * subscriptions, charges.
 */
function allocationLines(sources: BillingSources, allocation: HostelAllocation): BillLine[] {
  const { month, billed } = sources;
  const held = chargedSegments(allocation).filter((segment) => daysIn(segment, month) > 0);
  const lines: BillLine[] = [];
  const rent = `RENT|${allocation.allocNo}|${month}`;
  if (!billed.has(rent)) {
    for (const segment of held) {
      const description = `Rent, ${bedName(segment.bedId)}, ${segment.packageName}${segment.packageCode ? ` (${segment.packageCode})` : ''}: ${span(segment, month)}, ${daysIn(segment, month)} of ${daysInMonth(month)} days`;
      lines.push(
        line(
          rent,
          'RENT',
          description,
          daysIn(segment, month),
          proratedPaise(toPaise(segment.monthlyRate), month, segment.from, segment.to),
          0,
          HOSTEL_INCOME.rent,
        ),
      );
    }
  }
  // A package stands in for the compulsory services; a bed let alone pays them on top, for its days.
  const alone = held.filter((segment) => segment.packageCode === '');
  for (const service of alone.length > 0 ? sources.services.values() : []) {
    const item = `AUTO|${allocation.allocNo}|${month}|${service.code}`;
    if (service.optional || !service.active || billed.has(item)) continue;
    lines.push(
      serviceLine(item, `${service.name} (compulsory)`, alone, month, service.rate, service.per, service.taxPercent),
    );
  }
  const mine = sources.charges.filter(
    (charge) => charge.allocNo === allocation.allocNo && charge.month === month && charge.status === 'OPEN',
  );
  for (const subscription of mine.filter((charge) => charge.kind === 'SERVICE' && !billed.has(`SUB|${charge.id}`))) {
    lines.push(
      serviceLine(
        `SUB|${subscription.id}`,
        `${subscription.name} (subscribed, ${subscription.id})`,
        held,
        month,
        subscription.rate,
        subscription.per,
        subscription.taxPercent,
      ),
    );
  }
  for (const charge of mine.filter((one) => one.kind === 'CHARGE' && !billed.has(`CHG|${one.id}`))) {
    const description = `${charge.name}${charge.quantity === 1 ? '' : ` × ${charge.quantity}`} (${charge.id}, ${formatDate(charge.date)})${charge.remarks ? `: ${charge.remarks}` : ''}`;
    lines.push(
      line(
        `CHG|${charge.id}`,
        'CHARGE',
        description,
        null,
        multiplyByQuantity(toPaise(charge.rate), charge.quantity),
        charge.taxPercent,
        charge.account,
      ),
    );
  }
  return lines;
}

export const linesTotalPaise = (lines: readonly BillLine[]) =>
  sumPaise(lines.flatMap((one) => [toPaise(one.amount), toPaise(one.cgst), toPaise(one.sgst)]));

/**
 * What billing the month would bill now: one draft per occupant who held a bed some day of the month (a student
 * across all their allocations), holding only what no live bill holds yet. So a second run bills only what was
 * added since (a charge, a subscription, a late allocation) and never anything twice.
 */
export function billDrafts(sources: BillingSources): BillDraft[] {
  const byOccupant = new Map<string, BillDraft>();
  const sorted = [...sources.allocations].sort(
    (a, b) => a.from.localeCompare(b.from) || a.allocNo.localeCompare(b.allocNo),
  );
  for (const allocation of sorted) {
    const lines = allocationLines(sources, allocation);
    if (lines.length === 0) continue;
    const inMonth = chargedSegments(allocation).filter((segment) => daysIn(segment, sources.month) > 0);
    const { bedId, hostel } = inMonth.at(-1) ?? allocation.segments.at(-1)!;
    const known = byOccupant.get(allocation.occupant.key);
    const merged = [...(known?.lines ?? []), ...lines];
    const allocNos = [...(known?.allocNos ?? []), allocation.allocNo];
    byOccupant.set(allocation.occupant.key, {
      occupant: allocation.occupant,
      allocNos,
      hostel,
      bedId,
      lines: merged,
      total: fromPaise(linesTotalPaise(merged)),
    });
  }
  return [...byOccupant.values()].sort((a, b) => a.bedId.localeCompare(b.bedId, undefined, { numeric: true }));
}

/** A draft numbered and dated as a bill, with its totals. */
export function billOf(
  draft: BillDraft,
  header: { billNo: string; date: string; month: string; by: string },
): HostelBill {
  const taxable = sumPaise(draft.lines.map((one) => toPaise(one.amount)));
  const cgst = sumPaise(draft.lines.map((one) => toPaise(one.cgst)));
  const sgst = sumPaise(draft.lines.map((one) => toPaise(one.sgst)));
  const total = taxable + cgst + sgst;
  return {
    billNo: header.billNo,
    date: header.date,
    month: header.month,
    occupant: draft.occupant,
    allocNos: draft.allocNos,
    hostel: draft.hostel,
    bedId: draft.bedId,
    lines: draft.lines,
    taxable: fromPaise(taxable),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    total: fromPaise(total),
    received: 0,
    due: fromPaise(total),
    status: 'OPEN',
    cancelReason: '',
    cancelledAt: '',
    cancelledBy: '',
    by: header.by,
  };
}
