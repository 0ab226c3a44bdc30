import { formatQuantity, fromMilli } from '../../lib/quantity/quantity';
import { lotOf, stockIndex } from '../../kits/stock/stock-balance';
import { TRANSFER_KINDS } from '../../modules/inventory/transfers/transfer-kinds';
import type { TransferKind } from '../../modules/inventory/transfers/transfer-types';
import { booksState, lockedMessage } from '../core/accounting/books-state';
import { logActivity } from '../core/activity-log';
import type { DemoSession } from '../core/sessions/auth';
import { replaceStockRows, stockLedger } from '../core/stock/stock-store';
import { itemLookup, transferMasters } from './transfer-requirements';
import { TRANSFER_TYPES, type SaveOutcome } from './transfer-save';
import { readTransfer, visibleTo, writeTransfer, type StoredTransfer } from './transfer-store';

/**
 * What cancelling would break: a lot moved into the target store of which that store has since used
 * more than anything but this transfer brought in (its balance there would fall below 0 without it).
 */
async function usedInTarget(companyCode: number, transfer: StoredTransfer): Promise<string[]> {
  const { header, lines } = transfer;
  const ledger = await stockLedger(companyCode);
  const index = stockIndex(ledger.filter((row) => row.transactionId !== header.recordId));
  const items = itemLookup((await transferMasters(companyCode)).items);
  const seen = new Set<string>();
  const used: string[] = [];
  for (const line of lines) {
    for (const lot of line.lots ?? []) {
      const key = `${line.itemId}|${lot.gin}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const left = lotOf(index, line.itemId, header.toStore, lot.gin)?.milli ?? 0;
      if (left >= 0) continue;
      const item = items(line.itemId);
      const name = item ? `${item.name} (${line.itemId})` : line.itemId;
      used.push(
        `${formatQuantity(fromMilli(-left), item?.unit)} of ${name} under GIN ${lot.gin} has already been drawn from store ${header.toStore}.`,
      );
    }
  }
  return used;
}

/** traCheck 3: the document stays, marked cancelled, and its stock rows go (both stores back as they were). */
export async function cancelTransfer(
  kind: TransferKind,
  session: DemoSession,
  id: string,
  branch: string,
): Promise<SaveOutcome> {
  const { companyCode } = session;
  const noun = TRANSFER_KINDS[kind].noun;
  const stored = await readTransfer(kind, companyCode, id);
  if (!stored || !visibleTo(stored, branch)) return { refusal: `There is no ${noun.toLowerCase()} ${id}.` };
  if (stored.header.status === 'Cancelled') return { refusal: `${noun} ${id} is already cancelled.` };
  const locked = lockedMessage(await booksState(companyCode), stored.header.dat);
  if (locked) return { refusal: locked };
  const used = await usedInTarget(companyCode, stored);
  if (used.length > 0)
    return { refusal: `${noun} ${id} cannot be cancelled: ${used.join(' ')} Cancel what used it first.` };

  await replaceStockRows(companyCode, id, TRANSFER_TYPES, [], stored.header.dat);
  const at = new Date().toISOString();
  await writeTransfer(kind, companyCode, {
    ...stored,
    header: { ...stored.header, status: 'Cancelled', cancelledBy: session.userName, cancelledAt: at },
  });
  await logActivity(session, {
    at,
    module: 'inventory',
    action: 'Cancel',
    subject: noun,
    reference: id,
    detail: `${stored.lines.length} lines back from ${stored.header.toStore} to ${stored.header.fromStore}`,
  });
  return { id, seq: Number(id.slice(-4)) };
}
