import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import type { CountedListWords, ListPeriod } from '../../../kits/trade-documents/document-list-types';
import { countCaption } from '../../../kits/trade-documents/document-period-list';
import { PeriodDocuments } from '../../../kits/trade-documents/period-documents';
import { useConfirmedRowWork } from '../../../kits/trade-documents/use-confirmed-row-work';
import type { OrderHeader, OrderSaveBody } from '../domain/order-types';
import { useOrderList, useSaveOrder } from './order-api';
import { OrderTable } from './order-table';

const deletion = (row: OrderHeader): { body: OrderSaveBody } => ({
  body: {
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
  },
});

interface Props extends ListPeriod {
  onOpen: (record: string) => void;
  onPrint: (record: string) => void;
}

const WORDS: CountedListWords = {
  title: 'Sales orders',
  idPrefix: 'orders',
  loadingLabel: 'Loading sale orders…',
  emptyText: 'There are no sale orders in this period.',
  counted: ['order', 'orders'],
};

/**
 * The sale orders of a period (kept in the URL): open one to see or change it, print it, or delete it (refused once
 * invoiced or planned).
 */
export function OrderList({ onOpen, onPrint, ...period }: Props) {
  const remove = useConfirmedRowWork(useSaveOrder(), deletion, {
    verb: 'Delete',
    noun: 'sale order',
    effect: 'This cannot be undone.',
    confirmLabel: 'Delete order',
  });
  const allowed = useScreenPermission();
  return (
    <PeriodDocuments
      words={WORDS}
      period={period}
      create={{ label: 'New order', onNew: () => onOpen('new') }}
      query={useOrderList(period.from, period.to)}
    >
      {(rows) => (
        <>
          <OrderTable
            rows={rows}
            caption={countCaption(rows.length, ...WORDS.counted)}
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
                {remove.button(row)}
              </div>
            )}
          />
          {remove.dialog}
        </>
      )}
    </PeriodDocuments>
  );
}
