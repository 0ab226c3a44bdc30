import { HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { fromMilli } from '../../../lib/quantity/quantity';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import { rowBalancePaise } from '../../../kits/accounting/party-ledger';
import {
  leftOf,
  overReturnMessage,
  returnFigures,
  type ReturnFigures,
} from '../../../modules/pos/returns/domain/refund-rules';
import { nextReturnNumber } from '../../../modules/pos/returns/domain/return-numbers';
import {
  IN_FORCE,
  type RefundMode,
  type SaleForReturn,
  type SaleReturnAnswer,
} from '../../../modules/pos/returns/domain/returns-types';
import { serverToday } from '../../core/server-dates';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { postDocumentVoucher } from '../../core/accounting/post-voucher';
import { roomReturnRefusal } from '../../core/room-folios';
import { posActivity, refusal } from '../../core/billing/billing-access';
import { billsOf } from '../../core/billing/billing-store';
import { noteCounterReturn } from '../counter/counter-sale-store';
import { isDayClosed } from '../../core/billing/day-status';
import { customerLedger, replaceCustomerRows, type CustomerTransaction } from '../../core/accounting/party-postings';
import type { SaleReturnInput } from './return-input';
import { returnAccounts, saleReturnVoucherLines } from './return-postings';
import { stockComingBack, writeReturnStock } from './return-stock';
import { nextRecordId, saleReturnsOf, storeSaleReturn } from '../../core/billing/return-store';
import { saleForReturn } from './sale-source';

/** Every problem of the lines and the header at once, keyed as the body has them (lines.0.qty), or none. */
function problemsOf(sale: SaleForReturn, input: SaleReturnInput): Record<string, string> {
  const problems: Record<string, string> = {};
  input.lines.forEach((asked, index) => {
    const line = sale.lines.find((candidate) => candidate.lineId === asked.lineId);
    const path = `lines.${index}.qty`;
    if (!line) problems[path] = `Bill ${sale.header.seq} has no line ${asked.lineId}.`;
    else if (Number.isNaN(asked.qty) || asked.qty < 0)
      problems[path] = `${line.itemName}: enter a quantity with at most 3 decimals.`;
    else problems[path] = overReturnMessage(line, asked.qty) ?? '';
    if (!problems[path]) delete problems[path];
  });
  const ids = input.lines.map((line) => line.lineId);
  if (ids.some((id, index) => ids.indexOf(id) !== index))
    problems.lines = 'Each bill line may be returned once in a return.';
  if (!input.lines.some((line) => line.qty > 0))
    problems['lines.0.qty'] ??= 'Enter a quantity to return on at least one line.';
  if (!input.reason) problems['header.reason'] = 'Enter why the goods come back.';
  if (input.refundMode === 'CREDIT' && !sale.header.customer)
    problems['header.refundMode'] = `Bill ${sale.header.seq} names no customer (a walk-in sale): refund in cash.`;
  return problems;
}

/**
 * What the customer still owes on the bill (paise): its credit rows less what receipts, returns and advances settled on
 * it.
 */
async function pendingOnBill(companyCode: number, customer: string, bill: Bill): Promise<number> {
  const rows = (await customerLedger(companyCode)).filter((row) => row.partyId === customer);
  return sumPaise(
    rows
      .filter(
        (row) =>
          (row.transactionType === 'SAL' && row.transactionId === bill.seq && row.onTraId === '') ||
          row.onTraId === bill.seq,
      )
      .map(rowBalancePaise),
  );
}

/**
 * A credit refund's rows in the customer's ledger: against the bill what is still pending on it, the rest as credit on
 * account.
 */
async function creditRows(
  companyCode: number,
  customer: string,
  bill: Bill,
  seq: string,
  dat: string,
  total: number,
): Promise<Omit<CustomerTransaction, 'recordId'>[]> {
  const pending = await pendingOnBill(companyCode, customer, bill);
  const against = Math.max(0, Math.min(total, pending));
  const row = (amount: number, onTraId: string) => ({
    partyId: customer,
    dat,
    transactionType: 'SRT' as const,
    transactionId: seq,
    transactionAmt: fromPaise(amount),
    pendingAmount: 0,
    returnAmount: fromPaise(amount),
    creditNote: 0,
    paymentAmount: 0,
    onTraId,
    descriptio: `Sale return ${seq} of bill ${bill.seq}${onTraId ? '' : ', credit on account'}`,
    billType: 'SAL' as const,
    settleMode: 'CREDIT' as const,
  });
  return [...(against > 0 ? [row(against, bill.seq)] : []), ...(total - against > 0 ? [row(total - against, '')] : [])];
}

/** The return as stored: its figures per line and per tax row, in rupees. */
function answerOf(
  header: SaleReturnAnswer['header'],
  figures: ReturnFigures,
  stock: SaleReturnAnswer['stock'],
): SaleReturnAnswer {
  return {
    header,
    lines: figures.lines.map(({ line, refund, taxable, tax }, index) => ({
      sno: index + 1,
      lineId: line.lineId,
      itemId: line.itemId,
      itemName: line.itemName,
      rate: line.rate,
      taxCode: line.taxCode,
      qty: fromMilli(refund.milli),
      amount: fromPaise(refund.amount),
      discount: fromPaise(refund.discount),
      serviceCharge: fromPaise(refund.serviceCharge),
      taxable: fromPaise(taxable),
      tax: fromPaise(tax),
      taxes: [...refund.taxes.values()].map((part) => ({
        component: part.component,
        percent: part.percent,
        amount: fromPaise(part.amount),
      })),
    })),
    taxes: figures.taxes.map((row, index) => ({
      sno: index + 1,
      component: row.component,
      percent: row.percent,
      taxable: fromPaise(row.taxable),
      amount: fromPaise(row.amount),
    })),
    stock,
    result: 'OK',
  };
}

/**
 * SetSaleReturn (create only), inside the company's write queue: checks the bill and every line at once (never
 * more than was sold less earlier returns), prices the refund by the frozen figures of the bill (refund-rules),
 * then brings the stock back into the lots it left, credits the customer or pays from the user's cash, posts the
 * bill's voucher reversed and keeps the return. The refund the cashier saw must still be the refund.
 */
export async function saveSaleReturn(session: DemoSession, input: SaleReturnInput, time: string): Promise<Response> {
  const { companyCode } = session;
  const bill = (await billsOf(companyCode)).get(String(input.billNo));
  if (!bill) return refusal(`There is no bill ${input.billNo}.`);
  const onRoom = await roomReturnRefusal(companyCode, bill.billNo, bill.seq);
  if (onRoom) return refusal(onRoom);
  const all = await saleReturnsOf(companyCode);
  const sale = await saleForReturn(companyCode, bill, all);
  if (sale.result !== 'OK') return refusal(sale.result);
  const problems = problemsOf(sale, input);
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const asked = new Map(input.lines.filter((line) => line.qty > 0).map((line) => [line.lineId, line.qty]));
  const figures = returnFigures(sale, asked);
  if (input.total !== null && toPaise(input.total) !== figures.total) {
    return refusal(
      `The refund is now ${formatMoney(figures.total)}, not ${formatMoney(toPaise(input.total))}: the bill has changed since it was opened (another return?). Check the lines and save again.`,
    );
  }
  // Cash back for goods not yet paid for would leave the customer owing the whole bill: the credit settles the bill
  // first.
  const unpaid =
    input.refundMode === 'CASH' && sale.header.customer
      ? await pendingOnBill(companyCode, sale.header.customer, bill)
      : 0;
  if (unpaid > 0)
    return validationAnswer({
      'header.refundMode': `${sale.header.customerName} still owes ${formatMoney(unpaid)} on bill ${bill.seq}: refund as credit, which settles the bill first.`,
    });
  const dat = serverToday();
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);
  if (input.refundMode === 'CASH' && (await isDayClosed(companyCode, dat)))
    return refusal(
      `The day ${dat.split('-').reverse().join('-')} is closed: no more cash is paid out on it. Refund as credit to the customer, or reopen the day.`,
    );
  const accounts = await returnAccounts(session, figures.taxes, figures.roundOff, input.refundMode);
  if (typeof accounts === 'string') return refusal(accounts);

  const seq = nextReturnNumber(
    'saleReturn',
    dat,
    all.map((value) => value.header.seq),
  );
  const inForce = all.filter((value) => value.header.billNo === bill.billNo && value.header.pos === IN_FORCE);
  const left = sale.lines.map((line) => ({ lineId: line.lineId, qty: fromMilli(leftOf(line).milli) }));
  const stock = await stockComingBack(
    companyCode,
    bill,
    [...asked].map(([lineId, qty]) => ({ lineId, qty })),
    left,
    inForce,
  );
  const lines = saleReturnVoucherLines(figures, accounts, input.refundMode, seq);
  const mode: RefundMode = input.refundMode;
  const header: SaleReturnAnswer['header'] = {
    recordId: nextRecordId(all.map((value) => value.header.recordId)),
    seq,
    dat,
    time,
    billNo: bill.billNo,
    billSeq: bill.seq,
    billDat: bill.dat,
    outlet: bill.outlet,
    customer: sale.header.customer,
    customerName: sale.header.customerName,
    refundMode: mode,
    reason: input.reason,
    amount: fromPaise(figures.amount),
    discount: fromPaise(figures.discount),
    serviceCharge: fromPaise(figures.serviceCharge),
    taxable: fromPaise(figures.taxable),
    taxTotal: fromPaise(figures.taxTotal),
    roundOff: fromPaise(figures.roundOff),
    total: fromPaise(figures.total),
    pos: IN_FORCE,
    printCount: 0,
    usr: session.userName,
  };
  await writeReturnStock(companyCode, seq, dat, bill.seq, stock);
  if (mode === 'CREDIT')
    await replaceCustomerRows(
      companyCode,
      seq,
      await creditRows(companyCode, sale.header.customer, bill, seq, dat, figures.total),
    );
  const paidBy = mode === 'CASH' ? 'in cash' : `as credit to ${sale.header.customerName}`;
  await postDocumentVoucher(
    companyCode,
    seq,
    dat,
    `Sale return ${seq} of bill ${bill.seq} refunded ${paidBy}: ${input.reason}`,
    lines,
    null,
    'Sale return',
  );
  await storeSaleReturn(companyCode, answerOf(header, figures, stock));
  await noteCounterReturn(companyCode, bill.billNo, seq);
  await posActivity(
    session,
    'Created',
    'Sale return',
    seq,
    `${seq} of bill ${bill.seq}, refunded ${paidBy}`,
    null,
    header.total,
  );
  return HttpResponse.json({ result: 'OK', recordId: header.recordId, seq });
}
