import { toPaise } from '../../../lib/money/money';
import type { Bill, Tender } from '../../../kits/billing/domain/bill-types';
import { MODE_NAMES } from '../../../kits/billing/domain/settlement-rules';
import { readRecord, writeRecord } from '../record-store';
import type { BillingSession } from './billing-book';
import { postDocumentVoucher } from '../accounting/post-voucher';
import { billWordOf } from './billing-access';
import { billVoucherLines } from './pos-postings';
import { postingAccounts } from './bill-posting-accounts';
import { postRoomChargesToFolios } from '../room-folios';
import { replaceCustomerRows, writeRoomCharges, type RoomCharge } from '../accounting/party-postings';
import { consumeForBill, type StockEffect } from './pos-stock';

/** What a settled bill did to the books and the stock, kept per bill (records 'pos.bill-effect', key: bill number). */
export const POS_BILL_EFFECTS = 'pos.bill-effect';

export interface BillEffects extends StockEffect {
  billNo: number;
  seq: string;
  date: string;
  voucher: string; // the accounts voucher (the bill's number), '' when nothing was posted (NC)
  stockDocument: string; // the stock ledger's document (the bill's number), '' when nothing was drawn
  roomCharges: string[]; // ids of the room charges
}

export const billEffectsOf = (companyCode: number, billNo: number) =>
  readRecord<BillEffects>(POS_BILL_EFFECTS, companyCode, String(billNo));

export interface EffectsPlan {
  post: () => Promise<BillEffects>;
}

/**
 * Checks what a settlement needs of the books (an account for every mode), then answers the work that
 * posts it: the voucher under the bill's number, the credit customer's SAL row, the room charges, the
 * recipes' consumption, and the record of it all. Answers the refusal text when an account is missing.
 * Every write replaces what the same bill wrote before, so doing it twice leaves it done once.
 */
export async function planEffects(
  session: BillingSession,
  bill: Bill,
  tenders: readonly Tender[],
  date: string,
  time: string,
): Promise<EffectsPlan | string> {
  const accounts = await postingAccounts(
    session,
    bill,
    tenders.map((tender) => tender.mode),
  );
  if (typeof accounts === 'string') return accounts;
  const { companyCode } = session;
  const post = async (): Promise<BillEffects> => {
    const lines = billVoucherLines(bill, tenders, accounts);
    const modes = [...new Set(tenders.map((tender) => MODE_NAMES[tender.mode]))].join(', ');
    await postDocumentVoucher(
      companyCode,
      bill.seq,
      date,
      `${billWordOf(session)} ${bill.seq} (${bill.outlet}, ${bill.token !== undefined ? `token ${bill.token}` : `table ${bill.tableNo}`}) settled by ${modes}`,
      lines,
      null,
      billWordOf(session),
    );
    const credit = tenders.filter((tender) => tender.mode === 'CREDIT' && toPaise(tender.amount) > 0);
    await replaceCustomerRows(
      companyCode,
      bill.seq,
      credit.map((tender) => ({
        partyId: tender.customer ?? '',
        dat: date,
        transactionType: 'SAL' as const,
        transactionId: bill.seq,
        transactionAmt: tender.amount,
        pendingAmount: tender.amount,
        returnAmount: 0,
        creditNote: 0,
        paymentAmount: 0,
        onTraId: '',
        descriptio: `${billWordOf(session)} ${bill.seq} on credit`,
        billType: 'SAL' as const,
        settleMode: 'CREDIT' as const,
      })),
    );
    const charged: RoomCharge[] = tenders
      .filter((tender) => tender.mode === 'ROOM')
      .map((tender) => ({
        id: `${bill.seq}|${tender.room ?? ''}`,
        billNo: bill.billNo,
        seq: bill.seq,
        dat: date,
        time,
        outlet: bill.outlet,
        room: tender.room ?? '',
        amount: tender.amount,
        account: accounts.modes.ROOM,
        user: session.userName,
        status: 'OPEN',
        folio: '',
      }));
    // Each lands on the folio of the room's guest in house (restaurant to room); one with no such guest stays OPEN.
    const folios = await postRoomChargesToFolios(companyCode, charged);
    const charges = charged.map(
      (charge): RoomCharge =>
        folios.get(charge.id) ? { ...charge, status: 'POSTED', folio: folios.get(charge.id)! } : charge,
    );
    await writeRoomCharges(companyCode, charges);
    const stock = await consumeForBill(companyCode, bill, date);
    const effects: BillEffects = {
      billNo: bill.billNo,
      seq: bill.seq,
      date,
      voucher: lines.length > 0 ? bill.seq : '',
      stockDocument: stock.consumed.length > 0 ? bill.seq : '',
      roomCharges: charges.map((charge) => charge.id),
      ...stock,
    };
    await writeRecord(POS_BILL_EFFECTS, companyCode, String(bill.billNo), effects);
    return effects;
  };
  return { post };
}
