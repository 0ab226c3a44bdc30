import { openBatches } from '../core/production/batch-seam';
import { HttpResponse } from 'msw';
import { fromPaise } from '../../lib/money/money';
import type { LineProblem } from '../../kits/stock/line-problem';
import { problemsText } from '../../kits/stock/line-problem';
import { stockIndex } from '../../kits/stock/stock-balance';
import type { StockDocument, SaveHeader, SaveLine } from '../../modules/inventory/stock-transactions/stock-wire';
import { TRA_TYPES } from '../../modules/inventory/stock-transactions/tra-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { logActivity } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { nextDocumentNumber, writeStockDocument } from './stock-documents';
import { headerProblems } from './stock-input';
import { issueRateRule, itemMasters, namedMasters } from '../core/stock/stock-masters';
import { documentLines, documentRows, rowsTotal } from './stock-rows';
import { replaceStockRows, stockLedger } from '../core/stock/stock-store';

/** The documents that take stock out: checked against the documents dated after them too. */
const DRAWS: readonly SaveHeader['traType'][] = ['Issues', 'Losses', 'Sample Out'];

/** The line field a problem belongs beside: the item, the store, or the quantity (the count on an audit). */
function fieldOf(traType: SaveHeader['traType'], problem: LineProblem): string {
  if (problem.line === 0) return 'header.store';
  const at = `lines.${problem.line - 1}`;
  if (/not a known item|names no item/.test(problem.message)) return `${at}.itemId`;
  if (traType === 'Audit') return `${at}.counted`;
  if (/^Choose the store/.test(problem.message)) return `${at}.store`;
  if (/^The rate/.test(problem.message)) return `${at}.rate`;
  return traType === 'Sameple In' ? `${at}.qtyin` : `${at}.qtyout`;
}

/** ASP.NET's validation answer, its title every problem in words (so the refusal names each short line). */
function problemsAnswer(title: string, errors: Record<string, string>): Response {
  const shaped = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]]));
  return HttpResponse.json({ title, errors: shaped }, { status: 400 });
}

/**
 * The refusal of lines the stock cannot serve, each problem beside its field; `after` ends each message (why, when not
 * plain).
 */
function refusedLines(traType: SaveHeader['traType'], problems: readonly LineProblem[], after: string): Response {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const name = fieldOf(traType, problem);
    const message = after ? `${problem.message.replace(/\.$/, '')}${after}.` : problem.message;
    errors[name] = errors[name] ? `${errors[name]} ${message}` : message;
  }
  return problemsAnswer(problemsText(problems), errors);
}

/**
 * SetInvTransaction: checks the header, numbers the document, computes its stock rows from the lines
 * (never trusting the client's `mgts`), refuses shortages line by line, writes the document and its rows,
 * and logs the save. Answers `{result: 'OK', recordId, seq, summary?}`.
 */
export async function saveStockDocument(
  session: DemoSession,
  header: SaveHeader,
  lines: readonly SaveLine[],
): Promise<Response> {
  const { companyCode } = session;
  const [stores, departments, lossTypes, batches] = await Promise.all([
    namedMasters('inventory.stores', companyCode),
    namedMasters('inventory.departments', companyCode),
    namedMasters('inventory.loss-types', companyCode),
    openBatches(companyCode),
  ]);
  const codes = (rows: { code: string }[]) => new Set(rows.map((row) => row.code));
  // A running production batch is a department an issue may go to (its record id; 03-procurement §10).
  const invalid = headerProblems(header, lines, {
    stores: codes(stores),
    departments: codes(departments),
    lossTypes: codes(lossTypes),
    batches: new Set(batches.map((batch) => String(batch.recordId))),
  });
  if (Object.keys(invalid).length > 0) return problemsAnswer('Check the marked fields and save again.', invalid);
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return HttpResponse.json({ result: locked });
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, header.dat);
  if (outside) return problemsAnswer('Check the marked fields and save again.', { 'header.dat': outside });

  const [ledger, { items, lookup }, rateRule, number] = await Promise.all([
    stockLedger(companyCode),
    itemMasters(companyCode),
    issueRateRule(companyCode),
    nextDocumentNumber(companyCode, header.traType, header.dat),
  ]);
  const context = {
    transactionId: number.recordId,
    items: lookup,
    rateRule,
    standardRate: (id: string) => items.get(id)?.standardRate,
  };
  const outcome = documentRows(ledger, header, lines, context);
  // A back-dated document may not take stock that documents dated after it have taken since (the stock would go below
  // zero).
  const later =
    outcome.ok && DRAWS.includes(header.traType) && ledger.some((row) => row.dat > header.dat)
      ? documentRows(ledger, header, lines, { ...context, index: stockIndex(ledger) })
      : null;
  if (!outcome.ok) return refusedLines(header.traType, outcome.problems, '');
  if (later && !later.ok)
    return refusedLines(header.traType, later.problems, ' (counting the documents dated after this one)');
  const now = new Date().toISOString();
  const document: StockDocument = {
    header: {
      recordId: number.recordId,
      seq: number.seq,
      traType: header.traType,
      dat: header.dat,
      descriptio: header.descriptio,
      department: header.department ?? '',
      lossType: header.lossType ?? '',
      store: header.store ?? '',
      status: 'Active',
      total: rowsTotal(outcome.rows),
      createdBy: session.userName,
      createdAt: now,
      cancelledBy: '',
      cancelledAt: '',
      printCount: 0,
    },
    lines: documentLines(number.recordId, outcome.rows, lookup),
  };
  await writeStockDocument(companyCode, document);
  await replaceStockRows(companyCode, number.recordId, TRA_TYPES[header.traType].stockTypes, outcome.rows, null);
  const noun = TRA_TYPES[header.traType].noun;
  await logActivity(session, {
    at: now,
    module: 'inventory',
    action: 'Create',
    subject: noun,
    reference: number.recordId,
    after: document.header.total,
    detail: header.descriptio,
  });
  const summary = outcome.summary && {
    ...outcome.summary,
    gainValue: fromPaise(outcome.summary.gainValue),
    lossValue: fromPaise(outcome.summary.lossValue),
  };
  // TransactionResult's seq is the document's number as text (ISS26-11/0001), not the running count within it.
  return HttpResponse.json({
    result: 'OK',
    recordId: number.recordId,
    seq: number.recordId,
    ...(summary ? { summary } : {}),
  });
}
