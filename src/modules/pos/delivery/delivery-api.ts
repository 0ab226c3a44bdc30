import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import type { DeliveryOrder } from '../../../kits/billing/domain/delivery-types';
import { POS_BILLING_ENDPOINTS as API } from '../../../kits/billing/domain/pos-endpoints';
import { DELIVERY_BOYS } from '../resources/delivery-boys';

export const DELIVERY_KEY = 'pos.delivery';

/** A delivery boy as his master lists him (the fields this screen reads). */
export interface DeliveryBoy {
  code: string;
  name: string;
  mobile: string;
  outlet: string;
  active: boolean;
}

/**
 * The delivery orders of a period (`{ frmDate, toDate }`), refreshed every 30 s (the kitchen and the riders move them
 * too).
 */
export const useDeliveries = (from: string, to: string) =>
  useQuery({
    queryKey: [DELIVERY_KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<DeliveryOrder[] | null>(API.deliveries, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
    refetchInterval: 30_000,
  });

/** The active delivery boys (pos.delivery-boys' list endpoint). */
export const useDeliveryBoys = () =>
  useQuery({
    queryKey: [DELIVERY_KEY, 'boys'],
    queryFn: () =>
      dataProvider
        .list<DeliveryBoy>(DELIVERY_BOYS.endpoints.list)
        .then((rows) => rows.filter((boy) => boy.active !== false)),
    staleTime: 5 * 60_000,
  });

export interface SaveDeliveryVariables {
  delivery: DeliveryOrder;
  traCheck: TraCheck;
  /** The same for every attempt of one change, so a retry (or a double click) saves once. */
  key: string;
}

/** Creates (traCheck 1) or changes (2: delivery boy, status) a delivery order: `{ delivery, traCheck }`. */
export function useSaveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ delivery, traCheck, key }: SaveDeliveryVariables) =>
      dataProvider.write(API.saveDelivery, { delivery, traCheck }, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DELIVERY_KEY, 'list'] }),
  });
}
