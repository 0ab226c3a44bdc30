import { HttpResponse } from 'msw';
import { formatDate } from '../../lib/format/date-format';
import { fromPaise, toPaise } from '../../lib/money/money';
import { TransactionType } from '../../kits/stock/stock-row';
import { APPROVED, CANCELLED } from '../../modules/procurement/domain/approval-status';
import { purchaseBillRow } from '../../modules/procurement/domain/party-ledger-rows';
import { nextReceiptNumber } from '../../modules/procurement/domain/purchase-numbers';
import { goodsReceiptVoucher } from '../../modules/procurement/domain/purchase-postings';
import {
  payableAfterAdvances,
  receiptTotals,
  type ReceiptTotals,
} from '../../modules/procurement/domain/receipt-totals';
import { receiptProblems } from '../../modules/procurement/receipts/receipt-rules';
import type { ReceiptBody, ReceiptHeader } from '../../kits/inward/receipt-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { validationAnswer } from '../core/read-json';
import { mirApprovedOn } from '../core/stock/mir-store';
import { replaceStockRows } from '../core/stock/stock-store';
import { purchaseAccountMapping } from './account-assign-store';
import { advancesToDeduct } from './advance-store';
import { partyLedger, replacePartyRows } from './party-ledger-store';
import { postDocumentVoucher } from '../core/accounting/post-voucher';
import { receiptContext, supplierNames, taxPercents } from '../core/inward/receipt-context';
import { refreshOrderStatus } from './receipt-order-status';
import { settledBillRefusal } from './receipt-settlements';
import { receiptGins, receiptLotsUsed, receiptStockRows } from '../core/inward/receipt-stock';
import { receiptsOf, storeReceipt } from '../core/inward/receipt-store';

const refuse = (result: string) => HttpResponse.json({ result });
const IN_USE = 'Materials of this purchase are already in use';

/**
 * A receipt quality control approved (qcCheck −1) stays as it is: its stock, return and credit note were made from it.
 */
async function qcApprovedRefusal(companyCode: number, existing: ReceiptBody): Promise<Response | null> {
  if (existing.header.qcCheck !== -1) return null;
  const on = await mirApprovedOn(companyCode, existing.header.recordId);
  return refuse(
    `Goods receipt ${existing.header.seq} was approved by quality control${on ? ` on ${formatDate(on)}` : ''}.`,
  );
}

/**
 * The receipt's totals from the items the context already read, with the order's advances deducted up to
 * the receipt's total (what is left waits for the order's next receipt).
 */
async function totalsOf(
  companyCode: number,
  body: ReceiptBody,
  items: ReadonlyMap<string, { group: string }>,
  advancesLeftPaise: number,
): Promise<ReceiptTotals> {
  const percents = await taxPercents(companyCode);
  const totals = receiptTotals({
    lines: body.lines.map((line) => ({
      itemGroup: items.get(line.itemId)?.group ?? '',
      quantity: line.qty,
      ratePaise: toPaise(line.rat),
    })),
    taxes: body.taxes.map((tax) => ({ taxCode: tax.taxcode, taxPer: percents.get(tax.taxcode) ?? 0 })),
    discountPaise: toPaise(body.header.discount),
    othersPaise: toPaise(body.header.others),
    advancePaise: 0,
  });
  const advancePaise = Math.min(advancesLeftPaise, Math.max(totals.totalPaise, 0));
  return { ...totals, advancePaise, payablePaise: payableAfterAdvances(totals.totalPaise, [advancePaise]) };
}

/** The header and taxes as the server stores them: its number, the recomputed amounts, the status. */
function storedHeader(
  header: ReceiptHeader,
  totals: ReceiptTotals,
  identity: Pick<ReceiptHeader, 'recordId' | 'seq' | 'printCount'>,
  vendorname: string,
): ReceiptHeader {
  return {
    ...header,
    ...identity,
    vendorname,
    refPoid: header.refPoid ?? null,
    qcCheck: header.qcCheck === 1 ? 1 : 0,
    baseamt: fromPaise(totals.basePaise),
    taxes: fromPaise(totals.taxesPaise),
    discount: fromPaise(totals.discountPaise),
    others: fromPaise(totals.othersPaise),
    totalAmt: fromPaise(totals.totalPaise),
    advance: fromPaise(totals.advancePaise),
    payable: fromPaise(totals.payablePaise),
    pos: APPROVED,
  };
}

/**
 * `SetPurchase` create (1) or modify (2): checks every rule at once, then writes the stock rows
 * (unless the goods wait for quality control), the supplier's bill, the purchase voucher, the
 * receipt, and the order's status. Refuses, naming them, when accounts are unmapped.
 */
export async function saveReceipt(
  companyCode: number,
  body: ReceiptBody,
  existing: ReceiptBody | undefined,
): Promise<Response> {
  const { header } = body;
  if (existing && existing.header.pos === CANCELLED)
    return refuse(`Goods receipt ${existing.header.seq} is cancelled and cannot be changed.`);
  const approved = existing ? await qcApprovedRefusal(companyCode, existing) : null;
  if (approved) return approved;
  if (
    existing &&
    (await receiptLotsUsed(
      companyCode,
      existing.lines.map((line) => line.gin),
    ))
  )
    return refuse(IN_USE);
  const context = await receiptContext(companyCode, header.refPoid ?? null, existing?.header.recordId ?? null);
  const problems = receiptProblems(body, context);
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const books = await booksState(companyCode);
  const locked = lockedMessage(books, header.dat) ?? (existing ? lockedMessage(books, existing.header.dat) : null);
  if (locked) return refuse(locked);
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, header.dat);
  if (outside) return validationAnswer({ dat: outside });
  const left = await advancesToDeduct(companyCode, header.refPoid ?? null, existing?.header.recordId ?? null);
  const totals = await totalsOf(companyCode, body, context.items, left);
  const settled = existing
    ? settledBillRefusal(await partyLedger(companyCode), existing.header, {
        vendorid: header.vendorid,
        payablePaise: totals.payablePaise,
      })
    : null;
  if (settled) return refuse(settled);
  const voucher = goodsReceiptVoucher(totals, await purchaseAccountMapping(companyCode));
  if ('missing' in voucher)
    return refuse(
      `The purchase accounts are not mapped for ${voucher.missing.join(', ')}: map them under Procurement > Setup > Accounts, then save again.`,
    );
  const all = await receiptsOf(companyCode);
  const identity = existing
    ? { recordId: existing.header.recordId, seq: existing.header.seq, printCount: existing.header.printCount }
    : {
        recordId: all.reduce((max, receipt) => Math.max(max, Number(receipt.header.recordId) || 0), 0) + 1,
        seq: nextReceiptNumber(
          header.dat,
          all.map((receipt) => receipt.header.seq),
        ),
        printCount: 0,
      };
  const names = await supplierNames(companyCode);
  const stored = storedHeader(header, totals, identity, names.get(header.vendorid) ?? header.vendorid);
  const gins =
    header.qcCheck === 1
      ? body.lines.map(() => '')
      : await receiptGins(companyCode, header.dat, body.lines, existing?.lines.map((line) => line.gin) ?? []);
  const lines = body.lines.map((line, index) => ({
    ...line,
    sno: index + 1,
    itemName: context.items.get(line.itemId)?.name ?? line.itemId,
    gin: gins[index]!,
  }));
  const units = new Map([...context.items].map(([id, item]) => [id, item.unit]));
  const stockRows = header.qcCheck === 1 ? [] : receiptStockRows(stored, lines, units);
  await replaceStockRows(companyCode, stored.seq, [TransactionType.RECEIPT], stockRows, existing?.header.dat ?? null);
  const bill = purchaseBillRow({
    partyId: stored.vendorid,
    dat: stored.dat,
    receiptNumber: stored.seq,
    totalPaise: totals.totalPaise,
    payablePaise: totals.payablePaise,
  });
  await replacePartyRows(companyCode, stored.seq, bill ? [bill] : []);
  await postDocumentVoucher(
    companyCode,
    stored.seq,
    stored.dat,
    `Purchase Detail of MIR ${stored.seq} from ${stored.vendorname}`,
    voucher.lines,
    existing?.header.dat ?? null,
    'Purchase',
  );
  const taxes = body.taxes.map((tax, index) => ({
    sno: index + 1,
    taxcode: tax.taxcode,
    taxper: totals.taxes[index]?.taxPer ?? 0,
    taxvalue: fromPaise(totals.taxes[index]?.valuePaise ?? 0),
  }));
  await storeReceipt(companyCode, { header: stored, lines, taxes });
  for (const order of new Set([stored.refPoid, existing?.header.refPoid ?? null]))
    if (order !== null) await refreshOrderStatus(companyCode, order);
  return HttpResponse.json({ recordId: stored.recordId, seq: stored.seq, result: 'OK' });
}

/**
 * Our cancel (the server has none): the receipt stays, marked; its stock, bill and voucher are taken back, its order
 * reopened.
 */
export async function cancelReceipt(companyCode: number, existing: ReceiptBody): Promise<Response> {
  const { header } = existing;
  if (header.pos === CANCELLED) return refuse(`Goods receipt ${header.seq} is already cancelled.`);
  const approved = await qcApprovedRefusal(companyCode, existing);
  if (approved) return approved;
  if (
    await receiptLotsUsed(
      companyCode,
      existing.lines.map((line) => line.gin),
    )
  )
    return refuse(IN_USE);
  const settled = settledBillRefusal(await partyLedger(companyCode), header);
  if (settled) return refuse(settled);
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return refuse(locked);
  await replaceStockRows(companyCode, header.seq, [TransactionType.RECEIPT], [], header.dat);
  await replacePartyRows(companyCode, header.seq, []);
  await postDocumentVoucher(companyCode, header.seq, header.dat, '', [], header.dat);
  await storeReceipt(companyCode, { ...existing, header: { ...header, pos: CANCELLED } });
  if (header.refPoid !== null) await refreshOrderStatus(companyCode, header.refPoid);
  return HttpResponse.json({ recordId: header.recordId, seq: header.seq, result: 'OK' });
}
