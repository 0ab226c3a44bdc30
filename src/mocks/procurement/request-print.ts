import { HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import { logActivity } from '../core/activity-log';
import { requestCheck } from './request-access';
import { storedRequest, storeRequest } from './request-store';

/**
 * `printPurchaseRequest {recordId}` -> `{ result, filename }`: transaction 7 the first time, 8 (reprint)
 * after, as the generic documents print; every copy is counted and logged. A cancelled request is not printed.
 */
export async function printRequest(request: Request, recordId: number): Promise<Response> {
  const peek = await requestCheck(request, TRANSACTION.view, 'read');
  if (peek instanceof Response) return peek;
  const stored = Number.isInteger(recordId) ? await storedRequest(peek.companyCode, recordId) : undefined;
  if (!stored) return HttpResponse.json({ result: `There is no purchase request ${recordId}.` });
  if (stored.header.statu === CANCELLED)
    return HttpResponse.json({ result: `Purchase request ${stored.header.seq} is cancelled.` });
  const reprint = stored.header.printCount > 0;
  const session = await requestCheck(request, reprint ? TRANSACTION.reprint : TRANSACTION.print, 'write');
  if (session instanceof Response) return session;
  const printCount = stored.header.printCount + 1;
  await storeRequest(session.companyCode, { ...stored, header: { ...stored.header, printCount } });
  const { seq } = stored.header;
  await logActivity(session, {
    module: 'procurement',
    action: reprint ? 'Reprint' : 'Print',
    subject: 'Purchase request',
    reference: seq,
    detail: `Copy ${printCount}`,
  });
  return HttpResponse.json({ result: 'OK', filename: `${seq}.pdf` });
}
