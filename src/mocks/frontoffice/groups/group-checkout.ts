import { fromPaise, toPaise, type Paise } from '../../../lib/money/money';
import { folioBalancePaise } from '../../../modules/frontoffice/domain/folio';
import type { FoMode, Stay } from '../../../modules/frontoffice/domain/stay-types';
import {
  settlementFor,
  settlementsRefusal,
  type RoomSettlement,
} from '../../../modules/frontoffice/groups/domain/group-settlement';
import { nextTransferId, transferLines } from '../../../modules/frontoffice/groups/domain/group-transfers';
import type { GroupBill, GroupMember } from '../../../modules/frontoffice/groups/domain/groups-types';
import type { DemoSession } from '../../core/sessions/auth';
import { billableCompanies } from '../checkout/checkout-store';
import { prepareFinalBill, settleCheckout } from '../checkout/checkout-save';
import { foAccounts } from '../fo-postings';
import { nowStamp } from '../fo-session';
import { folioLinesOf, hotelDate, stayOf, writeFolioLines } from '../fo-store';

const MODE_ACCOUNT = { CASH: 'cash', CARD: 'card', UPI: 'upi' } as const;
const MODE_WORD = { CASH: 'cash', CARD: 'card', UPI: 'UPI' } as const;

/**
 * Before any room of a group checks out: every settlement can be taken (the company's part within its credit, a
 * credit refunded in money) and the user has an account for each money mode used. Null when all can go.
 */
export async function settlementsCheck(
  session: DemoSession,
  rooms: readonly RoomSettlement[],
  groupName: string,
  company: string,
): Promise<string | null> {
  const companies = await billableCompanies(session.companyCode);
  const billed = companies.find((row) => row.code === company);
  const credit = billed
    ? { name: billed.name, creditLimit: toPaise(billed.creditLimit), owes: toPaise(billed.owes) }
    : null;
  const problem = settlementsRefusal(rooms, groupName, company, credit);
  if (problem) return problem;
  const account = await foAccounts(session);
  for (const row of rooms) {
    if (row.mode === 'COMPANY' || row.due === 0) continue;
    if (!(await account(MODE_ACCOUNT[row.mode])))
      return `You have no ${MODE_WORD[row.mode]} account assigned to take room ${row.room}'s payment into: ask an administrator to assign one (Admin, Users).`;
  }
  return null;
}

/**
 * Prepares a stay's final bill unless it already is (its nights charged, the folio closed); answers the stay as it is
 * now.
 */
async function prepared(session: DemoSession, stayNo: string): Promise<Stay | string> {
  const stay = await stayOf(session.companyCode, stayNo);
  if (!stay) return `There is no stay ${stayNo}.`;
  if (stay.status === 'CHECKOUT_PENDING') return stay;
  const done = await prepareFinalBill(session, stay);
  return typeof done === 'string' ? done : done.stay;
}

const balanceOf = async (companyCode: number, stayNo: string): Promise<Paise> =>
  folioBalancePaise(await folioLinesOf(companyCode, stayNo));

/**
 * Moves a prepared member's whole balance to the leader's open folio: a TRANSFER pair, no voucher (both sides are the
 * guest ledger).
 */
async function moveToLeader(session: DemoSession, member: Stay, leader: Stay): Promise<Paise> {
  const { companyCode } = session;
  const [memberLines, leaderLines, today] = await Promise.all([
    folioLinesOf(companyCode, member.stayNo),
    folioLinesOf(companyCode, leader.stayNo),
    hotelDate(companyCode),
  ]);
  const balance = folioBalancePaise(memberLines);
  const lines = transferLines(member, leader, balance, {
    dat: today,
    at: nowStamp(),
    user: session.userName,
    memberLineId: nextTransferId(member.stayNo, memberLines),
    leaderLineId: nextTransferId(leader.stayNo, leaderLines),
  });
  await writeFolioLines(companyCode, lines);
  return balance;
}

/**
 * A member's check-out (inside foWrite): its bill prepared, then settled in its mode or, with `leader`, its balance
 * moved there and the folio closed at nil.
 */
export async function checkOutMember(
  session: DemoSession,
  member: GroupMember,
  mode: FoMode,
  company: string,
  leader: Stay | null,
): Promise<GroupBill | string> {
  const stay = await prepared(session, member.stayNo);
  if (typeof stay === 'string') return `Room ${member.room}: ${stay}`;
  const moved = leader ? await moveToLeader(session, stay, leader) : 0;
  const balance = await balanceOf(session.companyCode, stay.stayNo);
  const settled = await settleCheckout(session, stay, settlementFor(balance, mode, company));
  if (typeof settled === 'string') return `Room ${member.room}: ${settled}`;
  return {
    stayNo: stay.stayNo,
    room: stay.room,
    guestName: stay.guest.name,
    billNo: settled.billNo,
    amount: fromPaise(leader ? moved : balance),
    mode: leader || balance === 0 ? '' : mode,
    movedToLeader: leader !== null,
    parts: [],
  };
}
