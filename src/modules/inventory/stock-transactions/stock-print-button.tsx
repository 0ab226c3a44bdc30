import { CountedPrintButton } from '../shared/counted-print-button';
import { usePrintStockDocument } from './stock-api';
import type { StockDocumentHeader } from './stock-wire';

/** Print or Reprint of an issue, loss or sample, named with its number; a cancelled one has none. */
export function StockPrintButton({
  header,
  onPrinted,
  size,
}: {
  header: StockDocumentHeader;
  onPrinted: () => void;
  size?: 'sm';
}) {
  const print = usePrintStockDocument();
  return (
    <CountedPrintButton
      header={header}
      print={print}
      onPrinted={onPrinted}
      size={size}
      variant="outline-secondary"
      named
    />
  );
}
