import { transferNumber, TRANSFER_KINDS } from '../../modules/inventory/transfers/transfer-kinds';
import type { TransferDocument, TransferKind } from '../../modules/inventory/transfers/transfer-types';
import { listRecords, readRecord, writeRecord } from '../core/record-store';

/** A transfer as the demo database keeps it: the document and the branch that entered it. */
export interface StoredTransfer extends TransferDocument {
  branchId: string;
}

const RESOURCE: Readonly<Record<TransferKind, string>> = {
  store: 'inventory.store-transfers',
  branch: 'inventory.branch-transfers',
};

/** A stored transfer with `printCount` read as 0 when it was stored before prints were counted. */
const counted = (transfer: StoredTransfer): StoredTransfer => ({
  ...transfer,
  header: { ...transfer.header, printCount: Number(transfer.header.printCount ?? 0) },
});

export async function readTransfer(
  kind: TransferKind,
  companyCode: number,
  id: string,
): Promise<StoredTransfer | undefined> {
  const transfer = await readRecord<StoredTransfer>(RESOURCE[kind], companyCode, id);
  return transfer && counted(transfer);
}

export const listTransfers = async (kind: TransferKind, companyCode: number) =>
  (await listRecords<StoredTransfer>(RESOURCE[kind], companyCode)).map(counted);

export const writeTransfer = (kind: TransferKind, companyCode: number, transfer: StoredTransfer) =>
  writeRecord(RESOURCE[kind], companyCode, transfer.header.recordId, transfer);

/** The next number of the document's month: the highest of that month (cancelled ones count) plus one. */
export async function nextTransferNumber(
  kind: TransferKind,
  companyCode: number,
  date: string,
): Promise<{ id: string; seq: number }> {
  const month = transferNumber(TRANSFER_KINDS[kind].prefix, date, 0).slice(0, -4);
  let highest = 0;
  for (const { header } of await listTransfers(kind, companyCode)) {
    if (header.recordId.startsWith(month))
      highest = Math.max(highest, Number(header.recordId.slice(month.length)) || 0);
  }
  return { id: transferNumber(TRANSFER_KINDS[kind].prefix, date, highest + 1), seq: highest + 1 };
}

// Saves and cancels go through the company's one ledger queue: two at once could take the same number or the same
// stock.

/** Does the user's branch see this transfer: it entered it, or (branch to branch) the stock leaves or reaches it. */
export const visibleTo = (transfer: StoredTransfer, branch: string): boolean =>
  transfer.branchId === branch || transfer.header.fromBranch === branch || transfer.header.toBranch === branch;
