import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postApi } from '../../../lib/api/api-client';
import {
  SHOP_ENDPOINTS as API,
  type BasketLine,
  type PlaceOrderAnswer,
  type PlaceOrderInput,
  type ShopOrder,
  type ShopSummary,
  type StoreFront,
  type StoreQuote,
} from '../../../kits/storefront/store-types';

/** The shop's calls need no session: the body names the store. */
const call = <T>(route: string, body: object, headers?: Record<string, string>) => postApi<T>(route, body, headers);

export const useShops = (enabled = true) =>
  useQuery({
    queryKey: ['shop', 'stores'],
    queryFn: () => call<ShopSummary[]>(API.shops, {}),
    staleTime: 5 * 60_000,
    enabled,
  });

/** A store's front: its online outlet, items and rates, and today's banners. */
export const useStoreFront = (shop: number) =>
  useQuery({
    queryKey: ['shop', 'front', shop],
    queryFn: () => call<StoreFront>(API.front, { shop }),
    staleTime: 60_000,
  });

/** The basket priced by the store as the order will be (the total the customer pays). */
export const useQuote = (shop: number, outlet: string, lines: readonly BasketLine[]) =>
  useQuery({
    queryKey: ['shop', 'quote', shop, outlet, lines],
    queryFn: () => call<StoreQuote>(API.quote, { shop, outlet, lines }),
    enabled: outlet !== '' && lines.length > 0,
    placeholderData: keepPreviousData,
  });

/** Places the order; its orderId is also the Idempotency-Key, so a retry places it once. */
export const placeOrder = (shop: number, order: PlaceOrderInput) =>
  call<PlaceOrderAnswer>(API.place, { shop, order }, { 'Idempotency-Key': order.orderId });

/** The orders placed from this browser, looked at again now and then (the shop moves them). */
export const useMyOrders = (shop: number, orderIds: readonly string[]) =>
  useQuery({
    queryKey: ['shop', 'mine', shop, orderIds],
    queryFn: () => call<ShopOrder[]>(API.mine, { shop, orderIds }),
    enabled: orderIds.length > 0,
    refetchInterval: 15_000,
  });
