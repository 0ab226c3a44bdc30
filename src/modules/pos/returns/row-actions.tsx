import { RegisterRowActions } from '../../../kits/registers/register-row-actions';
import { CANCELLED } from './domain/returns-types';

interface Work<T> {
  isPending: boolean;
  mutateAsync: (variables: T) => Promise<unknown>;
}

interface Props {
  row: { recordId: number; seq: string; pos: number; printCount: number };
  what: string; // 'Sale return'
  cancelText: string;
  print: Work<number>;
  cancel: Work<{ recordId: number; idempotencyKey: string }>;
  onPrint: (recordId: number) => void;
}

/** Print (7) or Reprint (8) and Cancel (3) of one document, each only with its right; a cancelled one offers none. */
export function RowActions({ row, what, cancelText, print, cancel, onPrint }: Props) {
  return (
    <RegisterRowActions
      row={{ recordId: row.recordId, seq: row.seq, cancelled: row.pos === CANCELLED, printCount: row.printCount }}
      noun={what}
      print={{ run: (one) => print.mutateAsync(one.recordId), pending: print.isPending }}
      cancel={{
        run: (one, idempotencyKey) => cancel.mutateAsync({ recordId: one.recordId, idempotencyKey }),
        pending: cancel.isPending,
      }}
      cancelEffect={`${cancelText} It stays in the list, marked cancelled.`}
      onPrinted={onPrint}
    />
  );
}
