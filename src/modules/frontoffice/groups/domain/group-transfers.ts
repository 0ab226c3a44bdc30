import { fromPaise, sumPaise, toPaise, type Paise } from '../../../../lib/money/money';
import type { FolioLine, Stay } from '../../domain/stay-types';

export interface TransferContext {
  dat: string; // the hotel date
  at: string; // when written
  user: string;
  memberLineId: string; // unique within the member's folio
  leaderLineId: string; // unique within the leader's folio
}

const transferLine = (
  stay: Pick<Stay, 'stayNo' | 'room'>,
  id: string,
  context: TransferContext,
  description: string,
  reference: string,
  debit: Paise,
  credit: Paise,
): FolioLine => ({
  id,
  stayNo: stay.stayNo,
  dat: context.dat,
  at: context.at,
  kind: 'TRANSFER',
  head: 'GROUP',
  description,
  reference,
  amount: fromPaise(debit + credit),
  cgst: 0,
  sgst: 0,
  debit: fromPaise(debit),
  credit: fromPaise(credit),
  room: stay.room,
  user: context.user,
  voucher: '',
  cancelled: false,
});

/**
 * A member's balance moved to the leader's folio: a credit on the member that clears it, the same debit on the
 * leader (a member in credit moves the other way). Both sides are the guest ledger, so no voucher. No lines for a
 * settled folio.
 */
export function transferLines(
  member: Pick<Stay, 'stayNo' | 'room' | 'guest'>,
  leader: Pick<Stay, 'stayNo' | 'room' | 'guest'>,
  balance: Paise,
  context: TransferContext,
): FolioLine[] {
  if (balance === 0) return [];
  const owed = balance > 0;
  const amount = Math.abs(balance);
  return [
    transferLine(
      member,
      context.memberLineId,
      context,
      `Balance moved to the group leader's folio, room ${leader.room} (${leader.guest.name})`,
      leader.stayNo,
      owed ? 0 : amount,
      owed ? amount : 0,
    ),
    transferLine(
      leader,
      context.leaderLineId,
      context,
      `Room ${member.room} (${member.guest.name}): balance moved from ${member.stayNo}`,
      member.stayNo,
      owed ? amount : 0,
      owed ? 0 : amount,
    ),
  ];
}

/** The next transfer line id of a folio: `<stayNo>|T<3 digits>`, one more than the folio's transfer lines. */
export function nextTransferId(stayNo: string, lines: readonly Pick<FolioLine, 'id'>[]): string {
  const used = lines
    .map((line) => line.id)
    .filter((id) => id.startsWith(`${stayNo}|T`))
    .map((id) => Number(id.slice(stayNo.length + 2)))
    .filter(Number.isFinite);
  return `${stayNo}|T${String(Math.max(0, ...used) + 1).padStart(3, '0')}`;
}

export interface BillPart {
  stayNo: string;
  room: string;
  guestName: string;
  amount: Paise;
}

/**
 * The one group bill's parts: each room's share as it was moved to the leader's folio (read from the leader's
 * TRANSFER lines, by the member's stay in the reference) and the leader's own room (the rest of the balance).
 */
export function groupBillParts(
  leader: Pick<Stay, 'stayNo' | 'room' | 'guest'>,
  leaderLines: readonly FolioLine[],
  rooms: ReadonlyMap<string, { room: string; guestName: string }>,
  total: Paise,
): BillPart[] {
  const moved = new Map<string, Paise>();
  for (const line of leaderLines) {
    if (line.cancelled || line.kind !== 'TRANSFER') continue;
    moved.set(line.reference, (moved.get(line.reference) ?? 0) + toPaise(line.debit) - toPaise(line.credit));
  }
  const parts: BillPart[] = [...moved].map(([stayNo, amount]) => ({
    stayNo,
    room: rooms.get(stayNo)?.room ?? '',
    guestName: rooms.get(stayNo)?.guestName ?? '',
    amount,
  }));
  const own = total - sumPaise(parts.map((part) => part.amount));
  return [
    { stayNo: leader.stayNo, room: leader.room, guestName: leader.guest.name, amount: own },
    ...parts.sort((a, b) => a.room.localeCompare(b.room, undefined, { numeric: true })),
  ];
}
