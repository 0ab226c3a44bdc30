import { HttpResponse } from 'msw';
import type { StockDocument } from '../../modules/inventory/stock-transactions/stock-wire';
import { TRA_TYPES } from '../../modules/inventory/stock-transactions/tra-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { logActivity } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { writeStockDocument } from './stock-documents';
import { replaceStockRows, stockLedger } from '../core/stock/stock-store';

/** The lots this document brought in that any other document has since drawn from, as 'GIN 26112600001 (ITM-0003)'. */
async function drawnLots(companyCode: number, recordId: string): Promise<string[]> {
  const ledger = await stockLedger(companyCode);
  const received = new Set(
    ledger
      .filter((row) => row.transactionId === recordId && row.qtyin > 0)
      .map((row) => `${row.gin}\u0000${row.store}`),
  );
  const drawn = new Set<string>();
  for (const row of ledger) {
    if (row.transactionId !== recordId && row.qtyout > 0 && received.has(`${row.gin}\u0000${row.store}`))
      drawn.add(`GIN ${row.gin} (${row.itemName})`);
  }
  return [...drawn];
}

/**
 * DeleteInvTransaction: cancels a document (it stays, marked cancelled) and removes its stock rows.
 * A document whose lots were drawn from since (a sample in, an audit's gains) cannot be cancelled.
 */
export async function cancelStockDocument(session: DemoSession, document: StockDocument): Promise<Response> {
  const { companyCode } = session;
  const { header } = document;
  const noun = TRA_TYPES[header.traType].noun;
  if (header.status === 'Cancelled')
    return HttpResponse.json({ result: `${noun} ${header.recordId} is already cancelled.` });
  const locked = lockedMessage(await booksState(companyCode), header.dat);
  if (locked) return HttpResponse.json({ result: locked });
  const drawn = await drawnLots(companyCode, header.recordId);
  if (drawn.length > 0)
    return HttpResponse.json({
      result: `${noun} ${header.recordId} cannot be cancelled: stock has since been drawn from ${drawn.join(', ')}.`,
    });
  const now = new Date().toISOString();
  const cancelled: StockDocument = {
    ...document,
    header: { ...header, status: 'Cancelled', cancelledBy: session.userName, cancelledAt: now },
  };
  await writeStockDocument(companyCode, cancelled);
  await replaceStockRows(companyCode, header.recordId, TRA_TYPES[header.traType].stockTypes, [], header.dat);
  await logActivity(session, {
    at: now,
    module: 'inventory',
    action: 'Cancel',
    subject: noun,
    reference: header.recordId,
    before: header.total,
    after: 0,
    detail: header.descriptio,
  });
  return HttpResponse.json({ result: 'OK', recordId: header.recordId });
}
