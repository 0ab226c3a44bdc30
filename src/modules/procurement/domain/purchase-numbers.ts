import { financialYearStart, parseDate, twoDigits } from './financial-year';
import type { CalendarDate } from './financial-year';

/** The procurement documents that carry a number of their own. */
export type ProcurementDocument =
  | 'request'
  | 'enquiry'
  | 'quotation'
  | 'order'
  | 'receipt'
  | 'return'
  | 'creditNote'
  | 'advance'
  | 'payment';

/** One number format: prefix + period text (from the document date) + a zero-padded counter. */
export interface ProcurementNumberFormat {
  prefix: string;
  /** The period text of a date; numbers of other periods never count. */
  period: (date: CalendarDate) => string;
  /** The counter's minimum width. */
  digits: number;
}

/** `<yyyy>-`: the calendar year (the server takes its own clock's year; we take the document date's). */
const calendarYear = (date: CalendarDate): string => `${date.year}-`;
/** `<yy>-`: the last two digits of the year the financial year starts in (31 March 2026 is '25', 1 April '26'). */
const financialYear = (date: CalendarDate): string => `${twoDigits(financialYearStart(date))}-`;
/** `<yy>-<MM>/`: calendar year and month, a new series every month. */
const month = (date: CalendarDate): string => `${twoDigits(date.year)}-${twoDigits(date.month)}/`;
/** `<yy><yy>_`: both years of the financial year, 'ADVO2627_' for April 2026 – March 2027. */
const financialYearPair = (date: CalendarDate): string => {
  const start = financialYearStart(date);
  return `${twoDigits(start)}${twoDigits(start + 1)}_`;
};

/**
 * Every procurement number format of the contract (README "Numbering", 03-procurement.md), each a
 * max + 1 series per branch: PR2026-00012, PE26-00001, PQ26-00001, PO26-04/0001, MIR26-04/0001,
 * PRT26-04/0001, PCR26-04/0001, ADVO2627_000001, PPY26-04/0001.
 */
export const PROCUREMENT_NUMBER_FORMATS: Readonly<Record<ProcurementDocument, ProcurementNumberFormat>> = {
  request: { prefix: 'PR', period: calendarYear, digits: 5 },
  enquiry: { prefix: 'PE', period: financialYear, digits: 5 },
  quotation: { prefix: 'PQ', period: financialYear, digits: 5 },
  order: { prefix: 'PO', period: month, digits: 4 },
  receipt: { prefix: 'MIR', period: month, digits: 4 },
  return: { prefix: 'PRT', period: month, digits: 4 },
  creditNote: { prefix: 'PCR', period: month, digits: 4 },
  advance: { prefix: 'ADVO', period: financialYearPair, digits: 6 },
  // Ours: the server's payments controller (api/PartyPayments/*) is not public, so its numbering is
  // unknown; supplier payments follow the monthly pattern of the other purchase vouchers.
  payment: { prefix: 'PPY', period: month, digits: 4 },
};

/**
 * The fixed head of the document's numbers in the period of `date` ('yyyy-MM-dd'): 'PO26-04/' for an order of
 * April 2026.
 */
export function procurementNumberHead(document: ProcurementDocument, date: string): string {
  const format = PROCUREMENT_NUMBER_FORMATS[document];
  return `${format.prefix}${format.period(parseDate(date))}`;
}

/**
 * The next number of `document` for `date` ('yyyy-MM-dd'): the highest counter already used in the
 * same period plus one (the first is 1). Numbers of other periods, of other documents and anything
 * not ending in digits are ignored. A counter past the width keeps growing (PO26-04/10000).
 */
export function nextProcurementNumber(
  document: ProcurementDocument,
  date: string,
  existingNumbers: readonly string[],
): string {
  const head = procurementNumberHead(document, date);
  let highest = 0;
  for (const existing of existingNumbers) {
    const number = existing.trim();
    if (!number.startsWith(head)) continue;
    const counter = number.slice(head.length);
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(PROCUREMENT_NUMBER_FORMATS[document].digits, '0')}`;
}

type NextNumber = (date: string, existingNumbers: readonly string[]) => string;
const nextOf =
  (document: ProcurementDocument): NextNumber =>
  (date, existingNumbers) =>
    nextProcurementNumber(document, date, existingNumbers);

/** Next purchase request (indent) number: `PR<yyyy>-<5>`, calendar year. */
export const nextRequestNumber: NextNumber = nextOf('request');
/** Next purchase enquiry number: `PE<yy of financial-year start>-<5>`. */
export const nextEnquiryNumber: NextNumber = nextOf('enquiry');
/** Next purchase quotation number: `PQ<yy of financial-year start>-<5>`. */
export const nextQuotationNumber: NextNumber = nextOf('quotation');
/** Next purchase order number: `PO<yy>-<MM>/<4>`, monthly. */
export const nextOrderNumber: NextNumber = nextOf('order');
/** Next goods receipt (material inward receipt) number: `MIR<yy>-<MM>/<4>`, monthly. */
export const nextReceiptNumber: NextNumber = nextOf('receipt');
/** Next purchase return number: `PRT<yy>-<MM>/<4>`, monthly. */
export const nextReturnNumber: NextNumber = nextOf('return');
/** Next purchase credit note number: `PCR<yy>-<MM>/<4>`, monthly. */
export const nextCreditNoteNumber: NextNumber = nextOf('creditNote');
/** Next advance-to-supplier number: `ADVO<yy><yy>_<6>`, per financial year. */
export const nextAdvanceNumber: NextNumber = nextOf('advance');
/** Next supplier payment number: `PPY<yy>-<MM>/<4>`, monthly (our format: the server's is not public). */
export const nextPaymentNumber: NextNumber = nextOf('payment');
