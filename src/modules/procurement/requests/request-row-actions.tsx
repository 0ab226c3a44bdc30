import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { useLayoutName } from '../../../lib/ui/use-layout-name';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { usePrintRequest, useSaveRequest } from './request-api';
import { rowActions } from './request-status';
import type { RequestListRow } from './request-types';

interface Props {
  row: RequestListRow;
  onEdit: (recordId: number) => void;
  onPrinted: (recordId: number) => void;
}

const ORDERS = PROCUREMENT.purStockOrders;

/**
 * Edit (2), Cancel (3), Print (7) or Reprint (8) of one request, each only with its right and while the request allows
 * it; and, once approved, Order: a new purchase order with this request's lines still to order ticked (with the right
 * to create orders).
 */
export function RequestRowActions({ row, onEdit, onPrinted }: Props) {
  const allowed = useScreenPermission();
  const { can } = usePermissions();
  const layout = useLayoutName();
  const print = usePrintRequest();
  const cancel = useSaveRequest();
  const [confirming, setConfirming] = useState(false);
  const offered = rowActions(row.statu, row.printCount);
  const fail = (error: unknown) => showMessage(MessageType.ErrorDialog, toApiError(error).message);
  const printNow = () => {
    if (!print.isPending) print.mutate(row.recordid, { onSuccess: () => onPrinted(row.recordid), onError: fail });
  };
  const cancelNow = () => {
    if (cancel.isPending) return;
    const body = {
      header: { recordId: row.recordid, seq: row.seq, dat: row.dat, descriptio: '', department: null, empno: null },
      details: [],
      tracheck: 3 as const,
    };
    cancel.mutate(
      { body },
      {
        onSuccess: () => showDoneToast(`Purchase request ${row.seq} cancelled.`),
        onError: fail,
        onSettled: () => setConfirming(false),
      },
    );
  };
  const reprint = offered.reprint && allowed('reprint');
  const mayOrder = offered.order && ORDERS.code !== undefined && can(withTransaction(ORDERS.code, 'create'));
  return (
    <>
      {mayOrder && (
        <Link
          className="btn btn-sm btn-outline-success me-1"
          aria-label={`Order ${row.seq}`}
          to={`/${layout}/${ORDERS.path}?record=new&request=${row.recordid}`}
        >
          Order
        </Link>
      )}
      {offered.edit && allowed('modify') && (
        <Button
          size="sm"
          variant="outline-primary"
          className="me-1"
          aria-label={`Edit ${row.seq}`}
          onClick={() => onEdit(row.recordid)}
        >
          Edit
        </Button>
      )}
      {((offered.print && allowed('print')) || reprint) && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`${reprint ? 'Reprint' : 'Print'} ${row.seq}`}
          onClick={printNow}
          disabled={print.isPending}
        >
          {reprint ? 'Reprint' : 'Print'}
        </Button>
      )}
      {offered.cancel && allowed('delete') && (
        <Button
          size="sm"
          variant="outline-danger"
          className="me-1"
          aria-label={`Cancel ${row.seq}`}
          onClick={() => setConfirming(true)}
        >
          Cancel
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel purchase request"
          text={`Cancel purchase request ${row.seq}? It keeps its number and stays in the list, marked cancelled, and leaves the approval queue.`}
          confirmLabel="Cancel request"
          dismissLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={cancelNow}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
