import type { LineProblem } from '../../kits/stock/line-problem';
import { stockIndex } from '../../kits/stock/stock-balance';
import { TransactionType, type StockRow } from '../../kits/stock/stock-row';
import { transferStock, type TransferRequest } from '../../modules/inventory/domain/stock-transfer';
import { TRANSFER_KINDS } from '../../modules/inventory/transfers/transfer-kinds';
import { transferDraftProblems, type TransferDraft } from '../../modules/inventory/transfers/transfer-rules';
import type { TransferKind, TransferLine } from '../../modules/inventory/transfers/transfer-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { outsideBooks } from '../core/accounting/posting-date-check';
import { serverToday } from '../core/server-dates';
import { logActivity } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { replaceStockRows, stockLedger } from '../core/stock/stock-store';
import { branchOf, companyBranches, itemLookup, transferMasters } from './transfer-requirements';
import { nextTransferNumber, writeTransfer } from './transfer-store';

export type SaveOutcome = { id: string; seq: number } | { refusal: string } | { problems: Record<string, string> };

export const TRANSFER_TYPES = [TransactionType.TRANSFER_OUT, TransactionType.TRANSFER_IN];

/** The domain's problems as field errors: a line's on its quantity, the document's on the target store. */
function asFieldErrors(problems: readonly LineProblem[], after = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const path = problem.line > 0 ? `lines.${problem.line - 1}.qty` : 'header.toStore';
    errors[path] = errors[path]
      ? `${errors[path]} ${problem.message}`
      : `${problem.message.replace(/\.$/, '')}${after}.`;
  }
  return errors;
}

/** The lots each line moved, from its out-rows. */
function linesWithLots(draft: TransferDraft, outRows: readonly StockRow[]): TransferLine[] {
  return draft.lines.map((line, index) => ({
    sno: index + 1,
    itemId: line.itemId,
    qty: line.qty ?? 0,
    ...(line.gin ? { gin: line.gin } : {}),
    lots: outRows
      .filter((row) => row.sno === index + 1)
      .map((row) => ({ gin: row.gin, batchNo: row.batchNo, expdate: row.expdate, qty: row.qtyout })),
  }));
}

/**
 * traCheck 1: checks the draft (the form's rules), the places, the closed books and the stock as on the
 * document's date (and, for a back-dated one, against what later documents already took), then writes the
 * out- and in-rows of `transferStock` and the document. Branch to branch: this demo keeps one stock ledger
 * per company, so the target branch's stores are the company's stores; the branches go on the header and
 * (through transferStock) in the rows' `descr`.
 */
export async function createTransfer(
  kind: TransferKind,
  session: DemoSession,
  draft: TransferDraft,
): Promise<SaveOutcome> {
  const { companyCode } = session;
  const masters = await transferMasters(companyCode);
  const items = itemLookup(masters.items);
  const problems = transferDraftProblems(kind, draft, { today: serverToday(), items });
  const storeKnown = (code: string) => masters.stores.some((store) => store.code === code);
  for (const field of ['fromStore', 'toStore'] as const)
    if (draft[field] && !storeKnown(draft[field])) problems[`header.${field}`] = `There is no store ${draft[field]}.`;
  if (kind === 'branch') {
    const branches = companyBranches(session);
    for (const field of ['fromBranch', 'toBranch'] as const)
      if (draft[field] && !branches.some((branch) => branch.code === draft[field]))
        problems[`header.${field}`] = `There is no branch ${draft[field]}.`;
  }
  if (Object.keys(problems).length > 0) return { problems };
  const locked = lockedMessage(await booksState(companyCode), draft.dat);
  if (locked) return { refusal: locked };
  // A date outside the open financial years would post where no report looks: refused beside the date.
  const outside = await outsideBooks(companyCode, draft.dat);
  if (outside) return { problems: { 'header.dat': outside } };

  const ledger = await stockLedger(companyCode);
  const { id, seq } = await nextTransferNumber(kind, companyCode, draft.dat);
  const request: TransferRequest = {
    fromStore: draft.fromStore,
    toStore: draft.toStore,
    ...(kind === 'branch' ? { fromBranch: draft.fromBranch, toBranch: draft.toBranch } : {}),
    lines: draft.lines.map((line) => ({
      itemName: line.itemId,
      qty: line.qty ?? 0,
      ...(line.gin ? { gin: line.gin } : {}),
    })),
  };
  const moved = transferStock(ledger, request, {
    transactionId: id,
    date: draft.dat,
    items,
    index: stockIndex(ledger, draft.dat),
  });
  if (!moved.ok) return { problems: asFieldErrors(moved.problems) };
  // Stock taken by documents dated after this one must stay taken.
  const later = ledger.some((row) => row.dat > draft.dat)
    ? transferStock(ledger, request, { transactionId: id, date: draft.dat, items, index: stockIndex(ledger) })
    : moved;
  if (!later.ok) return { problems: asFieldErrors(later.problems, ' (counting the documents dated after this one)') };

  await replaceStockRows(companyCode, id, TRANSFER_TYPES, [...moved.outRows, ...moved.inRows], null);
  const lines = linesWithLots(draft, moved.outRows);
  const header = {
    recordId: id,
    dat: draft.dat,
    fromStore: draft.fromStore,
    toStore: draft.toStore,
    ...(kind === 'branch' ? { fromBranch: draft.fromBranch, toBranch: draft.toBranch } : {}),
    descriptio: draft.descriptio,
    status: 'Active' as const,
    printCount: 0,
    createdBy: session.userName,
    createdAt: new Date().toISOString(),
    lineCount: lines.length,
  };
  await writeTransfer(kind, companyCode, { header, lines, branchId: branchOf(session) });
  const places =
    kind === 'branch'
      ? `${draft.fromBranch} / ${draft.fromStore} to ${draft.toBranch} / ${draft.toStore}`
      : `${draft.fromStore} to ${draft.toStore}`;
  await logActivity(session, {
    at: header.createdAt,
    module: 'inventory',
    action: 'Create',
    subject: TRANSFER_KINDS[kind].noun,
    reference: id,
    detail: `${lines.length} ${lines.length === 1 ? 'line' : 'lines'} from ${places}`,
  });
  return { id, seq };
}
