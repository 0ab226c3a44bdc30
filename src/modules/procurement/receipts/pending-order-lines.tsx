import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { ResourceRecord } from '../../../engine/resource';
import { recordFromAnswer } from '../../../engine/wire-shape';
import { dataProvider } from '../../../lib/api/data-provider';
import { PURCHASE_ORDERS } from '../resources/purchase-orders';
import { RECEIPT_ENDPOINTS } from './receipt-endpoints';
import type { PendingOrderLine } from '../../../kits/inward/receipt-types';

/** The order's taxes as a receipt's tax lines: the codes; the percent and value are worked out on the receipt. */
async function orderTaxes(order: string): Promise<Array<Record<string, string | null>>> {
  const answer = await dataProvider.get<Parameters<typeof recordFromAnswer>[1]>(
    PURCHASE_ORDERS.endpoints.get ?? '',
    order,
  );
  const lines = recordFromAnswer(PURCHASE_ORDERS, answer)?.taxLines;
  return (Array.isArray(lines) ? lines : []).map((line) => ({
    taxcode: String(line.taxcode ?? ''),
    taxper: null,
    taxvalue: null,
  }));
}

const TITLE = 'What the order still awaits';

const COLUMNS: readonly TableColumn<PendingOrderLine>[] = [
  { label: 'Item', cell: (line) => line.itemName },
  { label: 'Ordered', cell: (line) => line.ordered, numeric: true },
  { label: 'Received', cell: (line) => line.received, numeric: true },
  { label: 'Pending', cell: (line) => line.pending, numeric: true },
];

/**
 * Under a goods receipt's fields: what the chosen order still awaits, item by item, and a button
 * that fills the receipt's lines with it (quantity pending, the order's rate and unit, and the
 * order's taxes; the store and batch left to the store keeper). The server refuses more than is
 * pending, naming the item.
 */
export function PendingOrderLines({
  control,
  form,
}: {
  control: Control<ResourceRecord>;
  form: UseFormReturn<ResourceRecord>;
}) {
  const order = String(useWatch({ control, name: 'refPoid' }) ?? '');
  const pending = useQuery({
    enabled: order !== '',
    queryKey: ['procurement.goods-receipts', 'pending', order],
    queryFn: () =>
      dataProvider.report<PendingOrderLine[]>(RECEIPT_ENDPOINTS.pendingOrderLines, { recordId: Number(order) }),
  });
  if (order === '' || !pending.data) return null;
  const open = pending.data.filter((line) => line.pending > 0);
  const fill = async () => {
    form.setValue(
      'lines',
      open.map((line) => ({
        itemId: line.itemId,
        store: '',
        batchno: '',
        manudate: '',
        expdate: '',
        qty: line.pending,
        um: '',
        mrp: 1,
        rat: line.rat,
        amount: null,
        gin: '',
      })),
      { shouldDirty: true },
    );
    form.setValue('taxLines', await orderTaxes(order), { shouldDirty: true });
  };
  return (
    <section aria-labelledby="pending-order-title" className="mb-3">
      <h2 id="pending-order-title" className="h6">
        {TITLE}
      </h2>
      <DataTable
        rows={pending.data}
        columns={COLUMNS}
        rowKey={(line) => line.itemId}
        caption={TITLE}
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm mb-2"
        cards
      />
      {open.length > 0 ? (
        <Button variant="outline-primary" size="sm" onClick={() => void fill()}>
          Fill the lines with what is pending
        </Button>
      ) : (
        <p>Nothing of this order is pending.</p>
      )}
    </section>
  );
}
