import { http, HttpResponse } from 'msw';
import { ONLINE_ORDER_ENDPOINTS as API } from '../../../modules/pos/online/domain/online-order-types';
import type { ShopOrder, ShopSummary, StoreFront } from '../../../kits/storefront/store-types';
import { serverToday } from '../../core/server-dates';
import type { DemoCompany } from '../../core/company/companies';
import { readJson } from '../../core/read-json';
import { text } from '../../core/billing/billing-access';
import { posOneAtATime } from '../../core/billing/billing-store';
import { basketOf, pricedBasket, quoteOf } from './online-basket';
import { storeBanners, storeCompanies, storeCompany, storeList, storeOutlet } from './online-catalogue';
import { onlineOrdersOf } from './online-order-store';
import { placeOrder, shopOrderOf } from './online-place';

type Body = Record<string, unknown>;

const summaryOf = (company: DemoCompany): ShopSummary => ({
  shop: company.code,
  name: company.addr.company,
  city: company.addr.city,
});
const noShop = (body: Body) =>
  HttpResponse.json({ message: `There is no shop ${text(body.shop) || '(none named)'}.` }, { status: 404 });

/** A public call (no session: the shop's visitors): the body names the store. */
function publicCall(route: string, work: (company: DemoCompany, body: Body) => Promise<Response>) {
  return http.post(`*/${route}`, async ({ request }) => {
    const body = await readJson(request);
    const company = storeCompany(body.shop);
    return company ? work(company, body) : noShop(body);
  });
}

/** The public shop's calls: the stores, a store's front, a quote, placing an order, and the customer's orders. */
export const onlineShopHandlers = [
  http.post(`*/${API.shops}`, () => HttpResponse.json(storeCompanies().map(summaryOf))),
  publicCall(API.front, async (company, body) => {
    const today = serverToday();
    const outlet = await storeOutlet(company.code, text(body.outlet));
    if (typeof outlet === 'string') return HttpResponse.json({ message: outlet }, { status: 404 });
    const [list, banners] = await Promise.all([
      storeList(company.code, outlet.code, today),
      storeBanners(company.code, [outlet.code, outlet.fulfilledBy], today),
    ]);
    const items = [...(list?.items.values() ?? [])].map(({ code, name, group, groupName, rate }) => ({
      code,
      name,
      group,
      groupName,
      rate,
    }));
    const front: StoreFront = {
      shop: summaryOf(company),
      outlet: {
        code: outlet.code,
        name: outlet.name,
        minimumOrder: outlet.minimumOrder,
        taxInclusive: list?.taxInclusive ?? true,
      },
      items: items.sort((a, b) => a.groupName.localeCompare(b.groupName) || a.name.localeCompare(b.name)),
      banners,
      today,
    };
    return HttpResponse.json(front);
  }),
  publicCall(API.quote, async (company, body) => {
    const basket = await pricedBasket(company, text(body.outlet), basketOf(body.lines));
    return HttpResponse.json(
      typeof basket === 'string' ? { result: basket, lines: [], taxTotal: 0, roundOff: 0, total: 0 } : quoteOf(basket),
    );
  }),
  publicCall(API.place, (company, body) => {
    const order = typeof body.order === 'object' && body.order !== null ? (body.order as Body) : {};
    return posOneAtATime(company.code, () => placeOrder(company, order));
  }),
  publicCall(API.mine, async (company, body) => {
    const wanted = new Set(
      (Array.isArray(body.orderIds) ? (body.orderIds as unknown[]) : []).map(text).filter(Boolean).slice(0, 50),
    );
    if (wanted.size === 0) return HttpResponse.json([] satisfies ShopOrder[]);
    const orders = (await onlineOrdersOf(company.code)).filter((order) => wanted.has(order.orderId));
    return HttpResponse.json(orders.sort((a, b) => b.placedAt.localeCompare(a.placedAt)).map(shopOrderOf));
  }),
];
