import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { KotTicket } from '../domain/order-types';
import { useBillingBook } from '../billing-book-context';

/** The running table's kitchen tickets (getTableKOTs), read while the reprint dialog is open. */
export function useTableKots(outlet: string, tableNo: string) {
  const { key, endpoints } = useBillingBook();
  return useQuery({
    queryKey: [key, 'kots', outlet, tableNo],
    queryFn: () =>
      dataProvider
        .report<KotTicket[] | null>(endpoints.tableKots, { restacode: outlet, tableno: tableNo })
        .then((rows) => rows ?? []),
  });
}
