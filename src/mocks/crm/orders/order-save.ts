import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import {
  approvalRefusal,
  changeRefusal,
  nextOrderNumber,
  quantityProblems,
  quotationRefusal,
} from '../../../modules/crm/domain/order-rules';
import { orderTotals } from '../../../modules/crm/domain/order-totals';
import type { SaleOrder } from '../../../modules/crm/domain/order-types';
import { serverToday } from '../../core/server-dates';
import { setupEntries } from '../../core/company/settings-store';
import type { DemoSession } from '../../core/sessions/auth';
import { tradeActivityLog } from '../../core/trade/trade-activity';
import { highestRecordId } from '../../core/trade/trade-record-ids';
import type { TradeSaveOutcome } from '../../core/trade/trade-save-outcome';
import { saleCustomers, saleItems, saleTaxes } from '../../core/sales/sale-masters';
import { customerOfLead } from '../lead-seam';
import { quotationSummaries } from '../quotation-seam';
import { lineProblems, type OrderInput } from './order-input';
import {
  batchOfLines,
  invoicedMilli,
  removeOrder,
  storedOrder,
  storedOrders,
  storeOrder,
} from '../../core/sales/order-store';

export type OrderOutcome = TradeSaveOutcome<{ recordId: number; seq: string }>;

const log = tradeActivityLog('crm', 'CRM_ORD');

/**
 * The order's status at birth from `crm_ord` (the contract reads PurSetup; the demo keeps it under CRM): "1" born
 * approved (2), else pending (1).
 */
async function birthPos(companyCode: number): Promise<1 | 2> {
  const entries = await setupEntries(companyCode);
  const entry =
    entries.find((row) => row.setupCode === 'crm_ord' && row.branchId === 'PUR') ??
    entries.find((row) => row.setupCode === 'crm_ord');
  return entry && String(entry.setupValue) !== '1' ? 1 : 2;
}

/** Invoiced thousandths and the batch of an order's lines, for the change rules. */
async function usageOf(companyCode: number, order: SaleOrder) {
  const [invoiced, batches] = await Promise.all([invoicedMilli(companyCode), batchOfLines(companyCode, false)]);
  const keys = order.lines.map((line) => `${order.header.recordId}|${line.sno}`);
  return {
    invoicedMilli: keys.reduce((sum, key) => sum + (invoiced.get(key) ?? 0), 0),
    batchNo: keys.map((key) => batches.get(key)).find(Boolean) ?? null,
  };
}

/**
 * `SetSaleOrder` create (1) or modify (2, replaces the lines): validated, priced to the paisa, numbered SO<yy>-<MM>/<4>
 * on the server's today.
 */
export async function saveOrder(session: DemoSession, input: OrderInput, traCheck: 1 | 2): Promise<OrderOutcome> {
  const { companyCode } = session;
  const today = serverToday();
  const existing = traCheck === 2 ? await storedOrder(companyCode, input.recordId) : undefined;
  if (traCheck === 2) {
    if (!existing) return { refusal: `There is no sale order ${input.recordId}.` };
    const usage = await usageOf(companyCode, existing);
    const refused = changeRefusal(existing.header.seq, 'modify', usage.invoicedMilli, usage.batchNo);
    if (refused) return { refusal: refused };
  }
  const [orders, customers, items, taxes, quotations] = await Promise.all([
    storedOrders(companyCode),
    saleCustomers(companyCode),
    saleItems(companyCode),
    saleTaxes(companyCode),
    quotationSummaries(companyCode),
  ]);
  const itemById = new Map(items.map((item) => [item.itemid, item]));
  const problems = lineProblems(input, new Set(itemById.keys()));
  const quotation = input.quotationno ? quotations.find((row) => row.header.seq === input.quotationno) : undefined;
  if (input.quotationno && !quotation) problems.quotationno = `There is no quotation ${input.quotationno}.`;
  if (quotation && existing?.header.quotationId !== quotation.header.recordId) {
    const refused = quotationRefusal(quotation.header, today);
    if (refused) return { refusal: refused };
  }
  // The contract's lines name no quotation line: each is the quotation's line of its item.
  const quotedLine = (itemId: string) => quotation?.lines.find((row) => row.itemId === itemId)?.sno ?? null;
  if (quotation)
    Object.assign(
      problems,
      quantityProblems(
        input.lines.map((line) => ({ ...line, quotationLine: null })),
        { seq: quotation.header.seq, lines: quotation.lines },
      ),
    );
  const named = input.partyId || quotation?.header.partyId || '';
  // D1: a quotation made for a lead names no party; the order makes the lead a customer (once the rest is valid).
  const lead = !named && quotation?.header.enquiryno ? quotation.header.enquiryno : null;
  if (!lead && !customers.some((row) => row.code === named)) problems.partyId = 'Choose the customer.';
  const chosenTaxes = taxes.filter((tax) => input.taxcodes.includes(tax.code));
  if (chosenTaxes.length !== new Set(input.taxcodes).size) problems.taxes = 'Choose taxes from the list.';
  if (Object.keys(problems).length > 0) return { problems };
  const partyId = lead ? await customerOfLead(session, lead) : named;
  const party = (lead ? await saleCustomers(companyCode) : customers).find((row) => row.code === partyId);
  if (!party) return { problems: { partyId: 'Choose the customer.' } };
  const lines = input.lines.map((line) => ({
    ...line,
    quotationLine: quotedLine(line.itemId),
    itemName: itemById.get(line.itemId)!.itemname,
    um: line.um || itemById.get(line.itemId)!.um,
  }));
  const totals = orderTotals(
    lines,
    chosenTaxes.map((tax) => ({ taxcode: tax.code, taxper: tax.percent })),
  );
  const recordId = existing?.header.recordId ?? highestRecordId(orders) + 1;
  const dat = existing?.header.dat ?? today;
  const seq =
    existing?.header.seq ??
    nextOrderNumber(
      dat,
      orders.map((order) => order.header.seq),
    );
  const advance = input.advances.reduce((sum, row) => sum + toPaise(row.amt), 0);
  const order: SaleOrder = {
    header: {
      recordId,
      seq,
      dat,
      saleType: input.saleType,
      validity: input.validity,
      reference: input.reference,
      partyId: party.code,
      partyName: party.name,
      addr: party.addr,
      city: party.city,
      mobile: party.mobile,
      quotationId: quotation?.header.recordId ?? null,
      quotationno: quotation?.header.seq ?? '',
      modeofpayment: input.modeofpayment,
      orderstatus: 'OPEN',
      refEmployee: input.refEmployee || quotation?.header.refEmployee || '',
      baseamt: fromPaise(totals.basePaise),
      taxes: fromPaise(totals.taxesPaise),
      totalAmt: fromPaise(totals.totalPaise),
      advance: fromPaise(advance),
      pos: existing?.header.pos ?? (await birthPos(companyCode)),
      approvedUsr: existing?.header.approvedUsr ?? null,
      approvedDat: existing?.header.approvedDat ?? null,
      printCount: existing?.header.printCount ?? 0,
      usr: session.userName,
    },
    lines,
    terms: input.terms.map((term, index) => ({ sno: index + 1, term })),
    taxes: totals.taxes.map((tax, index) => ({
      sno: index + 1,
      lineId: 0,
      taxcode: tax.taxcode,
      taxper: tax.taxper,
      taxvalue: fromPaise(tax.valuePaise),
    })),
    advances: input.advances.map((row, index) => ({
      sno: index + 1,
      tratype: 'SAL_REC' as const,
      amt: row.amt,
      mode: row.mode,
    })),
  };
  await storeOrder(companyCode, order);
  await log(
    session,
    traCheck === 1 ? 'Create' : 'Modify',
    seq,
    `${party.name}; total ${formatMoney(totals.totalPaise)}`,
  );
  return { recordId, seq };
}

/** Delete (3, a hard delete as the server does): refused once invoiced or in a batch. */
export async function deleteOrder(session: DemoSession, recordId: number): Promise<string | null> {
  const order = await storedOrder(session.companyCode, recordId);
  if (!order) return `There is no sale order ${recordId}.`;
  const usage = await usageOf(session.companyCode, order);
  const refused = changeRefusal(order.header.seq, 'delete', usage.invoicedMilli, usage.batchNo);
  if (refused) return refused;
  await removeOrder(session.companyCode, recordId);
  await log(session, 'Delete', order.header.seq, 'Deleted');
  return null;
}

/** `SetSaleOrderForApprovals`: Pos 1 → 3 with the approver and the day; approving twice refused. */
export async function approveOrder(session: DemoSession, recordId: number): Promise<string | null> {
  const order = await storedOrder(session.companyCode, recordId);
  if (!order) return `There is no sale order ${recordId}.`;
  const refused = approvalRefusal(order.header.seq, order.header.pos);
  if (refused) return refused;
  await storeOrder(session.companyCode, {
    ...order,
    header: { ...order.header, pos: 3, approvedUsr: session.userName, approvedDat: serverToday() },
  });
  await log(session, 'Approve', order.header.seq, 'Approved');
  return null;
}

/** Ours: a print is counted. */
export async function countPrint(session: DemoSession, recordId: number): Promise<string | null> {
  const order = await storedOrder(session.companyCode, recordId);
  if (!order) return `There is no sale order ${recordId}.`;
  await storeOrder(session.companyCode, {
    ...order,
    header: { ...order.header, printCount: order.header.printCount + 1 },
  });
  return null;
}
