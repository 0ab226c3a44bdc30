import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { deliveryCode } from '../domain/billing-rights';
import type { DeliveryOrder } from '../domain/delivery-types';
import { POS_BILLING_ENDPOINTS as API, POS_BILLING_KEY as KEY } from '../domain/pos-endpoints';
import { useBillingBook } from '../billing-book-context';

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Today's delivery customers of the outlet by pseudo table (D12 → "Asha Rao"), read only while a pseudo table
 * is in view and only by a user who may see the deliveries (the names are a courtesy: without them the table
 * shows as "Delivery D12").
 */
export function useDeliveryCustomers(outlet: string, today: string, wanted: boolean): ReadonlyMap<string, string> {
  const { can } = usePermissions();
  // Deliveries are the restaurant's (D<id> pseudo tables); another book's pseudo tables are its own orders.
  const restaurant = useBillingBook().key === KEY;
  const enabled = restaurant && wanted && Boolean(outlet) && can(deliveryCode('view'));
  const query = useQuery({
    queryKey: [KEY, 'deliveries', today],
    queryFn: () =>
      dataProvider
        .report<DeliveryOrder[] | null>(API.deliveries, { frmDate: formatDate(today), toDate: formatDate(today) })
        .then((rows) => rows ?? []),
    enabled,
    staleTime: 60_000,
  });
  return useMemo(() => {
    if (!enabled || !query.data) return NONE;
    return new Map(
      query.data
        .filter((row) => row.outlet === outlet)
        .map((row) => [row.tableNo || `D${row.recordId}`, row.customerName]),
    );
  }, [enabled, query.data, outlet]);
}
