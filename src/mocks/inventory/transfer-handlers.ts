import { http, HttpResponse } from 'msw';
import { code, TRANSACTION } from '../../lib/permissions/permission-code';
import { TRANSFER_KINDS, type TransferKindInfo } from '../../modules/inventory/transfers/transfer-kinds';
import type { TransferDocument, TransferRequirements } from '../../modules/inventory/transfers/transfer-types';
import { logActivity } from '../core/activity-log';
import { answerOnce } from '../core/idempotency';
import { readJson, validationAnswer } from '../core/read-json';
import { requireSession } from '../core/sessions/auth';
import { authorise, type Access } from '../core/sessions/authorise';
import { serverToday } from '../core/server-dates';
import { stockLedger } from '../core/stock/stock-store';
import { cancelTransfer } from './transfer-cancel';
import { readTransferDraft, recordIdOf, traCheckOf } from './transfer-input';
import { branchOf, companyBranches, storeStock, transferMasters } from './transfer-requirements';
import { createTransfer } from './transfer-save';
import { listTransfers, readTransfer, visibleTo, writeTransfer } from './transfer-store';
import { oneAtATime } from '../core/write-queue';

// Store to store (api/invStoreTransfers/*) and branch to branch (api/invBranchTransfers/*) transfers. These
// routes are ours: the real server's were not seen (contract 03-procurement.md §10); they follow its conventions.

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
const documentOf = ({ header, lines }: TransferDocument): TransferDocument => ({ header, lines });

function handlersOf(info: TransferKindInfo) {
  const { kind, endpoints, noun } = info;
  const screen = info.screen.code!;
  const check = (request: Request, transaction: number, access: Access) =>
    authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction), access);

  /**
   * Get…s {frmDate, toDate}: the headers of the user's branch dated in the period, newest first (null when denied, as
   * the server).
   */
  const list = http.post(`*/${endpoints.list}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const [from, to] = [text(body.frmDate), text(body.toDate) || '9999-12-31'];
    const branch = branchOf(session);
    const rows = (await listTransfers(kind, session.companyCode)).filter(
      (row) => visibleTo(row, branch) && row.header.dat >= from && row.header.dat <= to,
    );
    return HttpResponse.json(
      rows.map((row) => row.header).sort((a, b) => b.dat.localeCompare(a.dat) || b.recordId.localeCompare(a.recordId)),
    );
  });

  /** Get… {recordId} → {header, lines} or null. */
  const one = http.post(`*/${endpoints.get}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const stored = await readTransfer(kind, session.companyCode, String((await readJson(request)).recordId ?? ''));
    return HttpResponse.json(stored && visibleTo(stored, branchOf(session)) ? documentOf(stored) : null);
  });

  /**
   * Get…Requirements {frmDate, detail: source store} → stores, branches, items and the source store's stock as on the
   * date.
   */
  const requirements = http.post(`*/${endpoints.requirements}`, async ({ request }) => {
    const session = await check(request, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const masters = await transferMasters(session.companyCode);
    const store = typeof body.detail === 'string' ? body.detail : '';
    const stock = store
      ? storeStock(await stockLedger(session.companyCode), store, text(body.frmDate) || serverToday())
      : [];
    const answer: TransferRequirements = {
      ...masters,
      branches: kind === 'branch' ? companyBranches(session) : [],
      stock,
    };
    return HttpResponse.json(answer);
  });

  /**
   * Set… {header, lines, traCheck}: 1 creates, 3 cancels (the document stays, its stock rows go); there is no modify.
   */
  const save = http.post(`*/${endpoints.save}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = traCheckOf(body);
    if (traCheck !== 1 && traCheck !== 3)
      return HttpResponse.json({
        result: `A ${noun.toLowerCase()} is created (traCheck 1) or cancelled (3); it is not modified.`,
      });
    const session = await check(request, traCheck, 'write');
    if (session instanceof Response) return session;
    return answerOnce(request, session, async () => {
      const outcome = await oneAtATime(session.companyCode, () =>
        traCheck === 1
          ? createTransfer(kind, session, readTransferDraft(body))
          : cancelTransfer(kind, session, recordIdOf(body), branchOf(session)),
      );
      if ('problems' in outcome) return validationAnswer(outcome.problems);
      if ('refusal' in outcome) return HttpResponse.json({ result: outcome.refusal });
      return HttpResponse.json({ result: 'OK', recordId: outcome.id, seq: outcome.seq });
    });
  });

  /**
   * Print… {recordId}: transaction 7 the first time, 8 (reprint) after; counted and logged; answers like a save, with
   * the file name.
   */
  const print = http.post(`*/${endpoints.print}`, async ({ request }) => {
    const peek = await requireSession(request);
    if (peek instanceof Response) return peek;
    const id = String((await readJson(request)).recordId ?? '');
    const stored = await readTransfer(kind, peek.companyCode, id);
    if (!stored || !visibleTo(stored, branchOf(peek)))
      return HttpResponse.json({ result: `There is no ${noun.toLowerCase()} ${id}.` });
    const reprint = stored.header.printCount > 0;
    const session = await check(request, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
    if (session instanceof Response) return session;
    if (stored.header.status === 'Cancelled') return HttpResponse.json({ result: `${noun} ${id} is cancelled.` });
    const header = { ...stored.header, printCount: stored.header.printCount + 1 };
    await writeTransfer(kind, session.companyCode, { ...stored, header });
    await logActivity(session, {
      module: 'inventory',
      action: reprint ? 'Reprint' : 'Print',
      subject: noun,
      reference: id,
      detail: `Copy ${header.printCount}`,
    });
    return HttpResponse.json({ result: 'OK', recordId: id, filename: `${id.replace('/', '-')}.pdf` });
  });

  return [list, one, requirements, save, print];
}

export const transferHandlers = [...handlersOf(TRANSFER_KINDS.store), ...handlersOf(TRANSFER_KINDS.branch)];
