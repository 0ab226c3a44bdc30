import type { ReportRow } from '../../../../../engine/report/report';
import { addPaise, fromPaise, sumPaise, toPaise, type Paise } from '../../../../../lib/money/money';
import type { FolioLine } from '../../../domain/stay-types';
import { byRoomNo, inPeriod, type FoReportSources, type Period } from './report-sources';

interface RoomTotals {
  nights: number;
  tariff: Paise[];
  charges: Paise[];
  pos: Paise[];
  taxes: Paise[];
  total: Paise[];
}

const empty = (): RoomTotals => ({ nights: 0, tariff: [], charges: [], pos: [], taxes: [], total: [] });

/**
 * Room-wise revenue of a period from the live folio lines dated in it, by the room the line was written in: nights
 * sold and their tariff, posted charges, restaurant bills settled to the room, the taxes on the first two, and the
 * total billed (the lines' debits). Every room in service is listed, an idle one with nothing.
 */
export function roomRevenueRows(
  { lines, rooms }: Pick<FoReportSources, 'lines' | 'rooms'>,
  period: Period,
): ReportRow[] {
  const byRoom = new Map<string, RoomTotals>(rooms.filter((room) => room.active).map((room) => [room.roomNo, empty()]));
  for (const line of lines) {
    if (
      line.cancelled ||
      !inPeriod(line.dat, period) ||
      (line.kind !== 'ROOM' && line.kind !== 'CHARGE' && line.kind !== 'POS')
    )
      continue;
    let totals = byRoom.get(line.room);
    if (!totals) byRoom.set(line.room, (totals = empty()));
    const amount = toPaise(line.amount);
    if (line.kind === 'ROOM') {
      totals.nights += 1;
      totals.tariff.push(amount);
    } else (line.kind === 'CHARGE' ? totals.charges : totals.pos).push(amount);
    totals.taxes.push(addPaise(toPaise(line.cgst), toPaise(line.sgst)));
    totals.total.push(toPaise(line.debit));
  }
  const categories = new Map(rooms.map((room) => [room.roomNo, room.category]));
  return [...byRoom]
    .sort(([a], [b]) => byRoomNo(a, b))
    .map(([room, totals]) => ({
      room,
      category: categories.get(room) ?? '',
      nights: totals.nights,
      tariff: fromPaise(sumPaise(totals.tariff)),
      charges: fromPaise(sumPaise(totals.charges)),
      pos: fromPaise(sumPaise(totals.pos)),
      taxes: fromPaise(sumPaise(totals.taxes)),
      total: fromPaise(sumPaise(totals.total)),
    }));
}

/** The posted charges of a period by head (the post-charges master's name), each line with its CGST and SGST. */
export function chargeRows({ lines, heads }: Pick<FoReportSources, 'lines' | 'heads'>, period: Period): ReportRow[] {
  const headName = (line: FolioLine) =>
    heads.has(line.head) ? `${heads.get(line.head)} (${line.head})` : line.head || '(no head)';
  return lines
    .filter((line) => line.kind === 'CHARGE' && !line.cancelled && inPeriod(line.dat, period))
    .sort((a, b) => headName(a).localeCompare(headName(b)) || a.dat.localeCompare(b.dat) || a.at.localeCompare(b.at))
    .map((line) => ({
      head: headName(line),
      dat: line.dat,
      number: line.stayNo,
      room: line.room,
      description: line.description,
      reference: line.reference,
      amount: line.amount,
      cgst: line.cgst,
      sgst: line.sgst,
      total: line.debit,
    }));
}

/** Advances received and refunded in a period, grouped per stay (room and guest), with the net kept. */
export function advanceRows({ lines, stays }: Pick<FoReportSources, 'lines' | 'stays'>, period: Period): ReportRow[] {
  const guests = new Map(stays.map((stay) => [stay.stayNo, stay.guest.name]));
  return lines
    .filter(
      (line) => (line.kind === 'ADVANCE' || line.kind === 'REFUND') && !line.cancelled && inPeriod(line.dat, period),
    )
    .sort((a, b) => a.stayNo.localeCompare(b.stayNo) || a.at.localeCompare(b.at))
    .map((line) => {
      const received = line.kind === 'ADVANCE' ? toPaise(line.credit) : 0;
      const refunded = line.kind === 'REFUND' ? toPaise(line.debit) : 0;
      return {
        stay: `${line.stayNo}, room ${line.room}, ${guests.get(line.stayNo) ?? ''}`,
        dat: line.dat,
        kind: line.kind === 'ADVANCE' ? 'Received' : 'Refunded',
        mode: line.head,
        reference: line.reference,
        received: fromPaise(received),
        refunded: fromPaise(refunded),
        net: fromPaise(received - refunded),
      };
    });
}
