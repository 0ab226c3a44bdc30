import { http, HttpResponse, type HttpHandler } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { readJson } from '../read-json';
import type { DemoSession } from '../sessions/auth';
import { queuedWrite, refusal, screenSession } from '../sessions/screen-session';
import { datedListHandler } from '../registers/dated-list-handler';

/** A stored receipt as the shared routes see it: numbered, dated, its copies counted, open or cancelled. */
export interface CountedReceipt {
  receiptNo: string;
  date: string;
  printCount: number;
  status: 'OPEN' | 'CANCELLED';
}

/** What a module's receipts tell the shared routes; saving and cancelling stay the module's own. */
export interface ReceiptBook<R extends CountedReceipt> {
  /** The screen whose rights guard the routes: view, print and reprint, delete to cancel. */
  screen: ScreenDeclaration;
  routes: { list: string; one: string; print: string; cancel: string };
  receiptsOf: (companyCode: number) => Promise<R[]>;
  writeReceipt: (companyCode: number, receipt: R) => Promise<unknown>;
  /** A body value as trimmed text, as the module reads its bodies. */
  text: (value: unknown) => string;
  /** Files a copy's activity-log row: the action ('Print' or 'Reprint'), the receipt's number and `Copy <n>`. */
  logCopy: (session: DemoSession, action: 'Print' | 'Reprint', receiptNo: string, detail: string) => Promise<unknown>;
  /** Cancels the receipt with the reason given (at most 200 characters), inside the write queue. */
  cancel: (session: DemoSession, receiptNo: string, reason: string) => Promise<Response>;
}

/** Counts a copy: the first needs the print right (7), each later one the reprint right (8). */
async function printCopy<R extends CountedReceipt>(
  book: ReceiptBook<R>,
  request: Request,
  receiptNo: string,
): Promise<Response> {
  const first = await screenSession(request, book.screen, TRANSACTION.view, 'read');
  if (first instanceof Response) return first;
  const receipt = (await book.receiptsOf(first.companyCode)).find((one) => one.receiptNo === receiptNo);
  if (!receipt) return refusal(`There is no receipt ${receiptNo}.`);
  const session = await screenSession(
    request,
    book.screen,
    receipt.printCount === 0 ? TRANSACTION.print : TRANSACTION.reprint,
    'write',
  );
  if (session instanceof Response) return session;
  return queuedWrite(request, session, async () => {
    const now = (await book.receiptsOf(session.companyCode)).find((one) => one.receiptNo === receiptNo)!;
    if (now.status !== 'OPEN') return refusal(`Receipt ${receiptNo} is cancelled.`);
    await book.writeReceipt(session.companyCode, { ...now, printCount: now.printCount + 1 });
    await book.logCopy(session, now.printCount === 0 ? 'Print' : 'Reprint', receiptNo, `Copy ${now.printCount + 1}`);
    return HttpResponse.json({ result: 'OK' });
  });
}

/**
 * A receipt book's routes besides its save: the period's list and one receipt (view), print (7/8) and cancel
 * (delete 3), each behind the screen's right.
 */
export function receiptBookHandlers<R extends CountedReceipt>(book: ReceiptBook<R>): HttpHandler[] {
  return [
    datedListHandler({
      route: book.routes.list,
      screen: book.screen,
      rowsOf: book.receiptsOf,
      numberOf: (row) => row.receiptNo,
    }),
    http.post(`*/${book.routes.one}`, async ({ request }) => {
      const session = await screenSession(request, book.screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const receiptNo = book.text((await readJson(request)).recordId);
      return HttpResponse.json(
        (await book.receiptsOf(session.companyCode)).find((one) => one.receiptNo === receiptNo) ?? null,
      );
    }),
    http.post(`*/${book.routes.print}`, async ({ request }) =>
      printCopy(book, request, book.text((await readJson(request)).recordId)),
    ),
    http.post(`*/${book.routes.cancel}`, async ({ request }) => {
      const session = await screenSession(request, book.screen, TRANSACTION.delete, 'write');
      if (session instanceof Response) return session;
      const body = await readJson(request);
      const [receiptNo, reason] = [book.text(body.recordId), book.text(body.detail).slice(0, 200)];
      return queuedWrite(request, session, () => book.cancel(session, receiptNo, reason));
    }),
  ];
}
