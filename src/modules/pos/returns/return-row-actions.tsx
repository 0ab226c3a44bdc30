import type { SaleReturnHeader } from './domain/returns-types';
import { useCancelSaleReturn, usePrintSaleReturn } from './return-api';
import { RowActions } from './row-actions';

/** A sale return's Print or Reprint and Cancel. */
export function ReturnRowActions({ row, onPrint }: { row: SaleReturnHeader; onPrint: (recordId: number) => void }) {
  const print = usePrintSaleReturn();
  const cancel = useCancelSaleReturn();
  const back =
    row.refundMode === 'CASH' ? 'the cash goes back into the drawer' : `${row.customerName} owes the refund again`;
  return (
    <RowActions
      row={row}
      what="Sale return"
      cancelText={`The goods go back out of stock, ${back}, and the books are restored.`}
      print={print}
      cancel={cancel}
      onPrint={onPrint}
    />
  );
}
