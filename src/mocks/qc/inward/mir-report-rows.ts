import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { ReportRow } from '../../../engine/report/report';
import { toMilli } from '../../../lib/quantity/quantity';
import { rateSuppliers } from '../../../modules/qc/domain/supplier-rating';
import { mirResults } from '../mir-results';
import { valuePaise, waitingReceipts } from './mir-views';

/** Pending tests (qcmirpending): every lot of the receipts waiting for QC, tested or not. */
export async function pendingRows(companyCode: number, today: string): Promise<ReportRow[]> {
  return (await waitingReceipts(companyCode)).flatMap(({ receipt: { header, lines }, test }) =>
    lines.map((line) => ({
      mir: header.seq,
      dat: header.dat,
      supplier: header.vendorname,
      lot: String(line.sno),
      item: line.itemName,
      qty: line.qty,
      um: line.um,
      value: valuePaise(line.qty, line.rat),
      status: test?.lots.some((lot) => lot.sno === line.sno) ? 'Tested, waiting for approval' : 'Waiting for its test',
      daysWaiting: Math.max(0, differenceInCalendarDays(parseISO(today), parseISO(header.dat))),
    })),
  );
}

/** Results (qcmirresults): every lot approved in the period with what went into stock and what went back. */
export async function resultRows(companyCode: number, from: string, to: string): Promise<ReportRow[]> {
  return (await mirResults(companyCode, from, to)).map((row) => ({
    mir: row.mir,
    approvedOn: row.dat,
    supplier: row.supplierName,
    lot: String(row.sno),
    item: row.itemName,
    test: row.testName,
    qty: row.qty,
    checked: row.checkedQty,
    rectified: row.rectifiedQty,
    rejected: row.rejectedQty,
    accepted: (toMilli(row.qty) - toMilli(row.rejectedQty)) / 1000,
    rectificationCost: row.rectificationCostPaise,
    rejectedValue: row.rejectedPaise,
    documents: [row.returnSeq, row.creditNoteSeq].filter(Boolean).join(', '),
    comments: row.comments,
  }));
}

/** Supplier rating (qcmirsupplierrating): ranked, computed on read from the approved tests of the period. */
export async function ratingRows(companyCode: number, from: string, to: string): Promise<ReportRow[]> {
  return rateSuppliers(await mirResults(companyCode, from, to)).map((row) => ({
    rank: row.rank,
    supplier: row.supplierName,
    lots: row.lots,
    tested: row.testedPaise,
    accepted: row.acceptedPaise,
    rectified: row.rectifiedPaise,
    rejected: row.rejectedPaise,
    score: row.score,
    grade: row.grade,
  }));
}
