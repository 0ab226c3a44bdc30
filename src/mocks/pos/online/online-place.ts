import { HttpResponse } from 'msw';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import type { OnlineOrder, OnlinePayment, PrepaidMode } from '../../../modules/pos/online/domain/online-order-types';
import type { PlaceOrderAnswer, ShopOrder } from '../../../kits/storefront/store-types';
import { logActivity } from '../../core/activity-log';
import type { DemoCompany } from '../../core/company/companies';
import { refusal, text } from '../../core/billing/billing-access';
import { phoneOf } from '../delivery-rules';
import { basketOf, pricedBasket } from './online-basket';
import { nextOrderNumber, orderByOrderId, writeOnlineOrder } from './online-order-store';

type Row = Record<string, unknown>;

/** What the customer sees of an order: no staff names, no bill. */
export function shopOrderOf(order: OnlineOrder): ShopOrder {
  return {
    orderId: order.orderId,
    seq: order.seq,
    placedAt: order.placedAt,
    outletName: order.onlineOutletName,
    customerName: order.customerName,
    address: order.address,
    lines: order.lines.map((line) => ({
      item: line.itemId,
      name: line.itemName,
      qty: line.qty,
      rate: line.rate,
      amount: line.amount,
    })),
    total: order.total,
    payment: order.payment,
    prepaidMode: order.prepaidMode,
    payReference: order.payReference,
    status: order.status,
    reason: order.reason,
    deliveryBoyName: order.deliveryBoyName,
    history: order.history.map((event) => ({ status: event.status, at: event.at, reason: event.reason })),
  };
}

const placed = (order: OnlineOrder) =>
  HttpResponse.json({ result: 'OK', order: shopOrderOf(order) } satisfies PlaceOrderAnswer);

interface Payment {
  payment: OnlinePayment;
  prepaidMode: PrepaidMode | '';
  payReference: string;
}

/** The payment as sent: cash on delivery, or prepaid by UPI or card with the payment's reference; else the problem. */
function paymentOf(input: Row): Payment | string {
  const payment = text(input.payment).toUpperCase();
  if (payment === 'COD') return { payment, prepaidMode: '', payReference: '' };
  if (payment !== 'PREPAID') return 'Choose how you pay: cash on delivery, or now by UPI or card.';
  const mode = text(input.prepaidMode).toUpperCase();
  if (mode !== 'UPI' && mode !== 'CARD') return 'Choose UPI or card for paying now.';
  const reference = text(input.payReference);
  if (!/^[A-Za-z0-9/-]{6,40}$/.test(reference))
    return `Enter the ${mode} reference of your payment (6 to 40 letters or digits).`;
  return { payment, prepaidMode: mode, payReference: reference };
}

/** The customer's details, trimmed and checked: name, a phone of 10 digits, the address, a note within reason. */
function detailsOf(input: Row): { customerName: string; phone: string; address: string; notes: string } | string {
  const details = {
    customerName: text(input.customerName),
    phone: phoneOf(text(input.phone)) ?? '',
    address: text(input.address),
    notes: text(input.notes),
  };
  const problems = [
    !details.customerName && 'Enter your name.',
    details.customerName.length > 60 && 'Keep your name within 60 characters.',
    !details.phone && 'Enter a phone number of 10 digits.',
    !details.address && 'Enter the delivery address.',
    details.address.length > 200 && 'Keep the address within 200 characters.',
    details.notes.length > 200 && 'Keep the note within 200 characters.',
  ].filter((problem): problem is string => typeof problem === 'string');
  return problems.length > 0 ? problems.join(' ') : details;
}

/**
 * SetShopOrder (inside the company's write queue): the same orderId again answers the order it placed; else
 * the basket priced (as the quote), the customer's details and payment checked, the total the customer saw
 * compared with today's (a prepaid customer paid exactly it), and the order saved NEW.
 */
export async function placeOrder(company: DemoCompany, input: Row): Promise<Response> {
  const orderId = text(input.orderId);
  if (!/^[A-Za-z0-9-]{8,64}$/.test(orderId))
    return refusal('This checkout has no order id: reload the page and place the order again.');
  const existing = await orderByOrderId(company.code, orderId);
  if (existing) return placed(existing);
  const basket = await pricedBasket(company, text(input.outlet), basketOf(input.lines));
  if (typeof basket === 'string') return refusal(basket);
  const details = detailsOf(input);
  const payment = paymentOf(input);
  const problems = [typeof details === 'string' ? details : '', typeof payment === 'string' ? payment : ''].filter(
    Boolean,
  );
  if (typeof details === 'string' || typeof payment === 'string') return refusal(problems.join(' '));
  const total = toPaise(basket.priced.total);
  if (toPaise(Number(input.expectedTotal)) !== total) {
    return refusal(
      `The order now comes to ${formatMoneyWithSign(total)}, not the ${formatMoneyWithSign(toPaise(Number(input.expectedTotal)))} shown: check the basket and place it again.`,
    );
  }
  const at = new Date().toISOString();
  const { recordId, seq } = await nextOrderNumber(company.code, basket.today);
  const order: OnlineOrder = {
    recordId,
    seq,
    orderId,
    dat: basket.today,
    placedAt: at,
    onlineOutlet: basket.outlet.code,
    onlineOutletName: basket.outlet.name,
    outlet: basket.posOutlet.code,
    ...details,
    lines: basket.lines,
    priceList: basket.list.code,
    taxInclusive: basket.list.taxInclusive,
    total: basket.priced.total,
    ...payment,
    status: 'NEW',
    reason: '',
    deliveryBoy: '',
    deliveryBoyName: '',
    billNo: null,
    billSeq: '',
    history: [{ status: 'NEW', at, user: 'shop', reason: '' }],
  };
  await writeOnlineOrder(company.code, order);
  await logActivity(
    { companyCode: company.code, userName: 'shop' },
    {
      at,
      module: 'pos',
      action: 'Placed',
      subject: 'Online order',
      reference: seq,
      after: order.total,
      detail: `Online order ${seq} from ${order.customerName}, ${order.phone} at ${basket.outlet.name}: ${order.payment === 'COD' ? 'cash on delivery' : `prepaid by ${order.prepaidMode} ${order.payReference}`}`,
    },
  );
  return placed(order);
}
