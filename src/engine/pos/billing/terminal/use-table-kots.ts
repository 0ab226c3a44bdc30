import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import type { KotTicket } from '../../domain/billing-types';
import { POS_BILLING_ENDPOINTS as API, POS_BILLING_KEY as KEY } from '../../domain/pos-endpoints';

/** The running table's kitchen tickets (getTableKOTs), read while the reprint dialog is open. */
export const useTableKots = (outlet: string, tableNo: string) =>
  useQuery({
    queryKey: [KEY, 'kots', outlet, tableNo],
    queryFn: () => dataProvider.report<KotTicket[] | null>(API.tableKots, { restacode: outlet, tableno: tableNo }).then((rows) => rows ?? []),
  });
