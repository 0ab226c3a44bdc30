import { fromPaise, isRupeeAmount, toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { isQuantity } from '../../lib/quantity/quantity';
import { quotationTotals } from '../../modules/procurement/quotations/quotation-totals';
import { isDay, wireDay } from '../../lib/format/wire-day';
import { lineUnit, namesOfRequirements } from '../../modules/procurement/requests/requirement-masters';
import type { DemoSession } from '../core/sessions/auth';
import { tradeActivityLog } from '../core/trade/trade-activity';
import { highestRecordId } from '../core/trade/trade-record-ids';
import type { TradeSaveOutcome } from '../core/trade/trade-save-outcome';
import { addressFields, birthStatusOf, NO_ADDRESS } from './enquiry-access';
import { storedEnquiry } from './enquiry-store';
import { nextQuotationSeq, storedQuotation, storedQuotations, storeQuotation } from './quotation-store';
import { member } from '../core/body-members';
import { bodyList as list, bodyText as text, purchaseSaveStart } from './purchase-save-start';
import { changePurchaseStatus, type StatusAction } from './purchase-status-change';
import { branchOf } from './request-store';

type Json = Record<string, unknown>;
export type QuotationOutcome = TradeSaveOutcome<{ seq: string }>;

const amount = (value: unknown) => (value === undefined || value === null || value === '' ? 0 : Number(value));

const log = tradeActivityLog('procurement', 'Purchase quotation');

/**
 * `setPurQuotation` create (1): numbered PQ<yy>-<5>, status from `pur_quo`; the supplier's address from
 * the enquiry it answers (else the supplier's first address); totals and tax values computed here, to the paisa.
 */
export async function createQuotation(session: DemoSession, body: Json): Promise<QuotationOutcome> {
  const { companyCode } = session;
  const { header, dat, lists, addresses, all: quotations } = await purchaseSaveStart(session, body, storedQuotations);
  const names = namesOfRequirements(lists);
  const problems: Record<string, string> = {};
  if (!isDay(dat)) problems.dat = 'Give the quotation date.';
  const refId = Number(member(header, 'refQuotationId')) || null;
  const enquiry = refId ? await storedEnquiry(companyCode, refId) : undefined;
  if (refId && (!enquiry || enquiry.header.pos === CANCELLED))
    problems.refQuotationId = `There is no open enquiry ${refId}.`;
  else if (
    enquiry &&
    quotations.some((quotation) => quotation.header.refQuotationId === refId && quotation.header.pos !== CANCELLED)
  )
    problems.refQuotationId = `Enquiry ${enquiry.header.seq} already has a quotation.`;
  const vendorid = enquiry?.header.vendorid ?? text(member(header, 'vendorid'));
  if (!names.supplier.has(vendorid)) problems.vendorid = 'Choose the supplier.';
  const lines = list(member(body, 'lines')).map((line, index) => ({
    sno: index + 1,
    itemId: text(member(line, 'itemId')),
    itemDescription: text(member(line, 'itemDescription')),
    qty: Number(member(line, 'qty')),
    leadDays: amount(member(line, 'leadDays')),
    um: text(member(line, 'um')),
    rat: Number(member(line, 'rat')),
  }));
  if (lines.length === 0) problems.lines = 'Add at least one item.';
  lines.forEach((line, index) => {
    if (!names.item.has(line.itemId)) problems[`lines.${index}.itemId`] = 'Choose an item.';
    if (!(line.qty > 0) || !isQuantity(line.qty))
      problems[`lines.${index}.qty`] = 'Give a quantity above 0, at most three decimals.';
    if (!(line.rat >= 0) || !isRupeeAmount(line.rat))
      problems[`lines.${index}.rat`] = 'Give the rate in rupees, at most two decimals.';
    if (!(line.leadDays >= 0)) problems[`lines.${index}.leadDays`] = 'Give the lead days (0 or more).';
  });
  const discount = amount(member(header, 'discount'));
  const others = amount(member(header, 'others'));
  // Refused, not rounded: what is stored is what was typed.
  if (!(discount >= 0) || !isRupeeAmount(discount))
    problems.discount = 'Give the discount in rupees (0 or more, at most two decimals).';
  if (!(others >= 0) || !isRupeeAmount(others))
    problems.others = 'Give the other charges in rupees (0 or more, at most two decimals).';
  const taxes = list(member(body, 'taxes')).map((tax) => ({
    taxCode: text(member(tax, 'taxCode')),
    taxPer: Number(member(tax, 'taxPer')),
  }));
  taxes.forEach((tax, index) => {
    if (!tax.taxCode || !(tax.taxPer >= 0 && tax.taxPer <= 100))
      problems[`taxes.${index}.taxPer`] = 'Give the tax and its percent.';
  });
  if (Object.keys(problems).length > 0) return { problems };
  const totals = quotationTotals({
    lines: lines.map((line) => ({ qty: line.qty, ratePaise: toPaise(line.rat) })),
    taxes,
    discountPaise: toPaise(discount),
    othersPaise: toPaise(others),
  });
  const own = addresses.find((row) => row.recordid === vendorid);
  const chosen = enquiry ? enquiry.header : own ? own : NO_ADDRESS;
  const recordId = highestRecordId(quotations) + 1;
  const seq = nextQuotationSeq(quotations, dat);
  const pos = await birthStatusOf(companyCode, 'quotation');
  await storeQuotation(companyCode, {
    header: {
      recordId,
      seq,
      dat,
      validity: wireDay(member(header, 'validity')),
      purchaseType: text(member(header, 'purchaseType')) || 'LOCAL',
      refQuotationId: enquiry ? enquiry.header.recordId : null,
      refQuotation: enquiry?.header.seq ?? '',
      reference: text(member(header, 'reference')),
      vendorid,
      vendorname: names.supplier.get(vendorid)!,
      ...addressFields(chosen),
      baseamt: fromPaise(totals.basePaise),
      discount: fromPaise(toPaise(discount)),
      taxes: fromPaise(totals.taxesPaise),
      others: fromPaise(toPaise(others)),
      totalAmt: fromPaise(totals.totalPaise),
      pos,
      approvedUsr: null,
      approvedDat: null,
      usr: session.userName,
      branchId: branchOf(companyCode),
      customerCode: companyCode,
      salesorder: null,
    },
    lines: lines.map((line) => ({
      recordId,
      ...line,
      itemName: names.item.get(line.itemId)!,
      um: lineUnit(lists, line.itemId, line.um).umid,
    })),
    taxes: totals.taxes.map((tax, index) => ({
      sno: index + 1,
      taxCode: tax.taxCode,
      taxPer: tax.taxPer,
      taxValue: fromPaise(tax.valuePaise),
    })),
    terms: list(member(body, 'terms'))
      .map((term) => text(member(term, 'term')))
      .filter(Boolean)
      .map((term, index) => ({ sno: index + 1, term })),
  });
  await log(session, 'Create', seq, `${names.supplier.get(vendorid)}; total ${formatMoney(totals.totalPaise)}`);
  return { seq };
}

/** Ours: cancel (3) keeps the quotation marked 9 (the server hard-deletes); approve (98) turns a pending one to 3. */
export const changeQuotation = (session: DemoSession, recordId: number, action: StatusAction): Promise<string | null> =>
  changePurchaseStatus(session, recordId, action, {
    missing: `There is no purchase quotation ${recordId}.`,
    find: storedQuotation,
    approved: (header, { userName }) => ({
      ...header,
      approvedUsr: userName,
      approvedDat: new Date().toISOString().slice(0, 10),
    }),
    store: storeQuotation,
    log,
  });
