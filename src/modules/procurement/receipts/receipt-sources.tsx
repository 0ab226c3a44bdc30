import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { dataProvider } from '../../../lib/api/data-provider';
import { NextNumberNote } from '../../../kits/trade-documents/next-number-note';
import { GOODS_RECEIPTS } from './goods-receipts';
import { PendingOrderLines } from './pending-order-lines';
import { RECEIPT_ENDPOINTS } from './receipt-endpoints';

/** `GetPurchaseRequirements` (the part the form reads), read again after every receipt saved. */
const useReceiptRequirements = () =>
  useQuery({
    queryKey: [GOODS_RECEIPTS.name, 'requirements'],
    queryFn: () => dataProvider.read<{ seq: string }>(RECEIPT_ENDPOINTS.requirements),
  });

/** Under a goods receipt's fields: the next free number while it is new, and what the chosen order still awaits. */
export function ReceiptSources(props: { control: Control<ResourceRecord>; form: UseFormReturn<ResourceRecord> }) {
  const seq = useWatch({ control: props.control, name: 'seq' });
  const requirements = useReceiptRequirements();
  return (
    <>
      {!seq && <NextNumberNote next={requirements.data?.seq} />}
      <PendingOrderLines {...props} />
    </>
  );
}
