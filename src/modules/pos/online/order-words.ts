import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import type { OnlineOrder } from './domain/online-order-types';

export const money = (rupees: number) => formatMoneyWithSign(toPaise(rupees));

/** "3 × Sunflower oil 1 l, 2 × Sugar 1 kg" */
export const itemsText = (order: Pick<OnlineOrder, 'lines'>) =>
  order.lines.map((line) => `${line.qty} × ${line.itemName}`).join(', ');

/** Cash on delivery, or prepaid with its mode and reference. */
export const paymentText = (order: Pick<OnlineOrder, 'payment' | 'prepaidMode' | 'payReference'>) =>
  order.payment === 'COD'
    ? 'Cash on delivery'
    : `Prepaid by ${order.prepaidMode === 'CARD' ? 'card' : 'UPI'}, ref. ${order.payReference}`;
