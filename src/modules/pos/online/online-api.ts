import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { ONLINE_ORDER_ENDPOINTS as API, ONLINE_ORDERS_KEY, type OnlineOrder } from './domain/online-order-types';

/** How often the desks look for new and moved orders (the shop places them at any time). */
export const ONLINE_POLL_MS = 5_000;

/** Today's online orders and every order not yet finished, newest first, looked for again every few seconds. */
export const useOnlineOrders = () =>
  useQuery({
    queryKey: [ONLINE_ORDERS_KEY, 'list'],
    queryFn: () => dataProvider.report<OnlineOrder[] | null>(API.list, {}).then((rows) => rows ?? []),
    refetchInterval: ONLINE_POLL_MS,
  });
