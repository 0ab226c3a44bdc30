import { HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { formatDateTime } from '../../../lib/format/date-format';
import { newPassCode } from '../../../modules/pos/stock-sales/domain/pass-code';
import { nextSaleNumber } from '../../../modules/pos/stock-sales/domain/sale-numbers';
import {
  PASS_CLEARED,
  PASS_PENDING,
  PASS_VOID,
  SALE_CANCELLED,
  SALE_SAVED,
  type SaleHeader,
} from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { booksState, lockedMessage } from '../../core/accounting/books-state';
import { serverToday } from '../../core/server-dates';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { currentStock } from '../../core/stock/stock-store';
import { refusal } from '../../core/sessions/screen-session';
import { customerLedger } from '../../core/accounting/party-postings';
import { postSaleEffects, removeSaleEffects } from './sale-effects';
import { readSaleInput, saleContext } from './sale-input';
import { invoiceVoucherLines, saleAccounts } from './sale-postings';
import { priceSale } from './sale-pricing';
import { liveSalesOf, salesOf, storeSale, type StoredSale } from '../../core/sales/sale-store';

export const randomBytes = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);

/**
 * SetSale create (1): checks every rule, then numbers the invoice in its own series (SAL…), gives it a pass
 * code for the gate (PassCodeCheck 1), moves the stock out of the lots sold, writes the customer's SAL row
 * and posts the voucher. Runs inside the company's write queue.
 */
export async function createSale(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const input = readSaleInput(body);
  const { problems, context } = await saleContext(companyCode, input);
  if (!context) return validationAnswer(problems);
  const dat = serverToday();
  const locked = lockedMessage(await booksState(companyCode), dat);
  if (locked) return refusal(locked);
  const [{ index }, live, all] = await Promise.all([
    currentStock(companyCode),
    liveSalesOf(companyCode),
    salesOf(companyCode),
  ]);
  const priced = await priceSale(companyCode, input, context, index, dat, live);
  if (typeof priced === 'string') return refusal(priced);
  const accounts = await saleAccounts(session, [
    ...new Set(priced.figures.taxes.filter((tax) => tax.amount !== 0).map((tax) => tax.component)),
  ]);
  if (typeof accounts === 'string') return refusal(accounts);
  const { figures, advancePaise, adjustments } = priced;
  const { customer } = context;
  const header: SaleHeader = {
    recordId: all.reduce((max, sale) => Math.max(max, sale.header.recordId), 0) + 1,
    seq: nextSaleNumber(
      dat,
      all.map((sale) => sale.header.seq),
    ),
    dat,
    saleType: context.saleType.code,
    partyId: customer.code,
    partyName: customer.name,
    addr: customer.addr,
    city: customer.city,
    zip: customer.zip,
    gstin: customer.gstin,
    mobile: customer.mobile,
    baseamt: fromPaise(figures.base),
    discount: fromPaise(figures.discount),
    taxes: fromPaise(figures.taxTotal),
    others: 0,
    totalAmt: fromPaise(figures.total),
    advance: fromPaise(advancePaise),
    pending: fromPaise(figures.total - advancePaise),
    refSoid: input.lines.find((line) => line.refSoid !== null)?.refSoid ?? null,
    currencySymbol: 'INR',
    currencyConversion: 1,
    pos: SALE_SAVED,
    passCode: newPassCode(randomBytes),
    passCodeCheck: PASS_PENDING,
    agent: context.agent,
    employee: context.employee,
    remarks: input.header.remarks,
    printCount: 0,
    cancelReason: '',
    clearedAt: '',
    clearedBy: '',
    usrName: session.userName,
  };
  const sale: StoredSale = {
    header,
    linedetails: priced.lines.map((line, at) => ({ ...line, sno: at + 1 })),
    taxes: figures.taxes.map((tax, at) => ({
      sno: at + 1,
      taxcode: tax.component,
      taxper: tax.percent,
      taxable: fromPaise(tax.taxable),
      taxvalue: fromPaise(tax.amount),
    })),
    advances: adjustments.map((row) => ({ recordId: row.recordId, seq: row.seq, amt: fromPaise(row.paise) })),
  };
  const failed = await postSaleEffects(companyCode, sale, invoiceVoucherLines(figures, advancePaise, accounts), index);
  if (failed) return refusal(failed);
  await storeSale(companyCode, sale);
  return HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });
}

/**
 * Our cancel (traCheck 3, the contract has none): kept, marked 9, with its reason; its stock, the customer's
 * row and the voucher taken back and its advances freed. Refused once the gate has let the goods out or a
 * receipt (or anything else) has settled part of it.
 */
export async function cancelSale(companyCode: number, sale: StoredSale, reason: string): Promise<Response> {
  const { header } = sale;
  if (header.pos === SALE_CANCELLED) return refusal(`Invoice ${header.seq} is already cancelled.`);
  if (!reason.trim()) return validationAnswer({ reason: 'Give the reason for cancelling' });
  if (header.passCodeCheck === PASS_CLEARED)
    return refusal(
      `Invoice ${header.seq} has left through the gate (cleared ${formatDateTime(header.clearedAt)} by ${header.clearedBy}): it cannot be cancelled.`,
    );
  const settling = (await customerLedger(companyCode)).filter(
    (row) => row.onTraId === header.seq && row.transactionId !== header.seq,
  );
  if (settling.length > 0) {
    const paid = sumPaise(
      settling.map((row) => toPaise(row.paymentAmount) + toPaise(row.returnAmount) + toPaise(row.creditNote)),
    );
    return refusal(
      `${[...new Set(settling.map((row) => row.transactionId))].join(', ')} settled ${formatMoneyWithSign(paid)} of invoice ${header.seq}: cancel that first.`,
    );
  }
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refusal(locked);
  await removeSaleEffects(companyCode, header);
  await storeSale(companyCode, {
    ...sale,
    header: { ...header, pos: SALE_CANCELLED, passCodeCheck: PASS_VOID, cancelReason: reason.trim().slice(0, 200) },
  });
  return HttpResponse.json({ result: 'OK', recordId: header.recordId, seq: header.seq });
}
