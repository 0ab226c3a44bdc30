import { RegisterRowActions } from '../../../kits/registers/register-row-actions';
import { CANCELLED } from '../domain/approval-status';
import { useCancelReturn, usePrintReturn } from './return-api';
import type { ReturnHeader } from './return-types';

/** Print (7) or Reprint (8) and Cancel (3) of one purchase return, each only with its right; a cancelled one none. */
export function ReturnRowActions({ row, onPrint }: { row: ReturnHeader; onPrint: (recordId: number) => void }) {
  const cancel = useCancelReturn();
  const print = usePrintReturn();
  return (
    <RegisterRowActions
      row={{
        recordId: Number(row.recordId),
        seq: row.seq,
        cancelled: row.pos === CANCELLED,
        printCount: Number(row.printCount ?? 0),
      }}
      noun="Purchase return"
      print={{ run: (one) => print.mutateAsync(one.recordId), pending: print.isPending }}
      cancel={{
        run: (one, idempotencyKey) => cancel.mutateAsync({ recordId: one.recordId, idempotencyKey }),
        pending: cancel.isPending,
      }}
      cancelEffect="The goods go back into their lots, and the supplier’s bill and the books are restored. The return stays in the list, marked cancelled."
      confirmLabel="Cancel return"
      onPrinted={onPrint}
    />
  );
}
