import { CountedPrintButton } from '../shared/counted-print-button';
import { usePrintTransfer } from './transfer-api';
import type { TransferHeader, TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  header: TransferHeader;
  onPrinted: () => void;
  /** In a list row: small, and named with the transfer's number. */
  inRow?: boolean;
}

/** Print or Reprint of a transfer; a cancelled one has none. */
export function TransferPrintButton({ kind, header, onPrinted, inRow = false }: Props) {
  const print = usePrintTransfer(kind);
  return (
    <CountedPrintButton
      header={header}
      print={print}
      onPrinted={onPrinted}
      size={inRow ? 'sm' : undefined}
      variant={inRow ? 'outline-secondary' : 'outline-primary'}
      named={inRow}
    />
  );
}
