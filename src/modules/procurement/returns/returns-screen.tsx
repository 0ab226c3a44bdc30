import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import type { RegisterDeclaration } from '../../../kits/registers/register-declaration';
import { registerScreen } from '../../../kits/registers/register-screen';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { CANCELLED } from '../domain/approval-status';
import { useReturn, useReturnRequirements } from './return-api';
import { RETURN_ENDPOINTS, RETURN_RESOURCE } from './return-endpoints';
import { ReturnForm } from './return-form';
import { ReturnPrintView } from './return-print-view';
import type { ReturnHeader } from './return-types';

function NewReturn({ onDone }: { onDone: () => void }) {
  const requirements = useReturnRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the lists…" />;
  return <ReturnForm requirements={requirements.data} onDone={onDone} />;
}

/** The printed return with its lines and taxes, which the list does not carry. */
function PrintReturn({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const one = useReturn(recordId);
  if (one.isError) return <LoadFailed message={toApiError(one.error).message} onRetry={() => void one.refetch()} />;
  if (one.isPending) return <Loading label="Loading the purchase return…" />;
  if (!one.data) return <Alert variant="warning">There is no purchase return {recordId} here.</Alert>;
  return <ReturnPrintView answer={one.data} onClose={onClose} />;
}

/** A listed return as the register keeps it: a saved one always has its record id; cancelled is the status 9. */
type PurchaseReturn = Omit<ReturnHeader, 'recordId'> & { recordId: number; cancelled: boolean };

/**
 * Purchase returns (/procurement/pur-returns, screen 2.3.666; the server checks (2,3,6,t)): the list of a period with
 * the receipt each went back against, a new return, one printed once the server counted the copy. Returns are not
 * modified: a wrong one is cancelled (kept, marked cancelled) and entered again.
 */
export const RETURN_REGISTER: RegisterDeclaration<PurchaseReturn, ReturnHeader> = {
  title: 'Purchase returns',
  idPrefix: 'returns',
  noun: 'Purchase return',
  plural: 'purchase returns',
  counted: ['return', 'returns'],
  key: RETURN_RESOURCE,
  endpoints: { list: RETURN_ENDPOINTS.list, print: RETURN_ENDPOINTS.print, cancel: RETURN_ENDPOINTS.remove },
  read: (row) => ({
    ...row,
    recordId: Number(row.recordId),
    cancelled: row.pos === CANCELLED,
    printCount: Number(row.printCount ?? 0),
  }),
  cancelBody: (row) => ({ recordId: row.recordId }),
  cancelEffect:
    'The goods go back into their lots, and the supplier’s bill and the books are restored. The return stays in the list, marked cancelled.',
  confirmLabel: 'Cancel return',
  columns: [
    { label: 'Supplier', cell: (row) => row.vendorname },
    { label: 'Goods receipt', cell: (row) => row.branchId },
    { label: 'Invoice', cell: (row) => row.webid },
    { label: 'Total', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
  ],
  statusColumn: true,
  New: NewReturn,
  PrintById: PrintReturn,
};

export const ReturnsScreen = registerScreen(RETURN_REGISTER);
