import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { countCaption, DocumentPeriodList } from '../../../kits/trade-documents/document-period-list';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import type { OrderHeader, OrderSaveBody } from '../domain/order-types';
import { useOrderList, useSaveOrder } from './order-api';
import { OrderTable } from './order-table';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (record: string) => void;
  onPrint: (record: string) => void;
}

const deletion = (row: OrderHeader): OrderSaveBody => ({
  header: {
    recordId: row.recordId,
    saleType: row.saleType,
    validity: row.validity,
    reference: row.reference,
    partyId: row.partyId,
    quotationno: row.quotationno,
    modeofpayment: row.modeofpayment,
    refEmployee: row.refEmployee,
  },
  lines: [],
  terms: [],
  taxes: [],
  advances: [],
  traCheck: 3,
});

/**
 * The sale orders of a period (kept in the URL): open one to see or change it, print it, or delete it (refused once
 * invoiced or planned).
 */
export function OrderList({ from, to, onPeriod, onOpen, onPrint }: Props) {
  const list = useOrderList(from, to);
  const allowed = useScreenPermission();
  const remove = useSaveOrder();
  const [confirming, setConfirming] = useState<OrderHeader | null>(null);
  const removeNow = (row: OrderHeader) =>
    remove.mutate(
      { body: deletion(row) },
      {
        onSuccess: () => showDoneToast(`Sale order ${row.seq} deleted.`),
        onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
        onSettled: () => setConfirming(null),
      },
    );
  return (
    <DocumentPeriodList
      title="Sales orders"
      idPrefix="orders"
      create={{ label: 'New order', onNew: () => onOpen('new') }}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading sale orders…"
      emptyText="There are no sale orders in this period."
    >
      {(rows) => (
        <>
          <OrderTable
            rows={rows}
            caption={countCaption(rows.length, 'order', 'orders')}
            onOpen={(row) => onOpen(String(row.recordId))}
            actions={(row) => (
              <div className="d-flex gap-1">
                <Button
                  size="sm"
                  variant="outline-primary"
                  aria-label={`Open ${row.seq}`}
                  onClick={() => onOpen(String(row.recordId))}
                >
                  Open
                </Button>
                {allowed('print') && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={`Print ${row.seq}`}
                    onClick={() => onPrint(String(row.recordId))}
                  >
                    Print
                  </Button>
                )}
                {allowed('delete') && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Delete ${row.seq}`}
                    onClick={() => setConfirming(row)}
                  >
                    Delete
                  </Button>
                )}
              </div>
            )}
          />
          {confirming && (
            <ConfirmDialog
              title="Delete sale order"
              text={`Delete sale order ${confirming.seq}? This cannot be undone.`}
              confirmLabel="Delete order"
              dismissLabel="Keep it"
              busy={remove.isPending}
              onConfirm={() => removeNow(confirming)}
              onCancel={() => setConfirming(null)}
            />
          )}
        </>
      )}
    </DocumentPeriodList>
  );
}
