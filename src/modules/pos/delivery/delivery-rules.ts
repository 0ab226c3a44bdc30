import type { DeliveryOrder, DeliveryStatus } from '../../../kits/billing/domain/delivery-types';

export const STATUS_NAMES: Record<DeliveryStatus, string> = {
  PREPARING: 'Preparing',
  OUT: 'Out for delivery',
  DELIVERED: 'Delivered',
  COLLECTED: 'Cash collected',
  CANCELLED: 'Cancelled',
};

export interface DeliveryDraft {
  customerName: string;
  phone: string;
  address: string;
  outlet: string;
  notes: string;
}

export type DeliveryDraftProblems = Partial<Record<keyof DeliveryDraft, string>>;

/** Why a new delivery order cannot be taken yet, by field (empty: it can). */
export function deliveryDraftProblems(draft: DeliveryDraft): DeliveryDraftProblems {
  const problems: DeliveryDraftProblems = {};
  if (draft.customerName.trim().length < 2) problems.customerName = "Enter the customer's name.";
  if (!/^[6-9]\d{9}$/.test(draft.phone.trim()))
    problems.phone = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.';
  if (draft.address.trim().length < 5) problems.address = 'Enter the delivery address.';
  if (!draft.outlet) problems.outlet = 'Choose the delivery outlet.';
  return problems;
}

/**
 * The moves an order may make from where it stands: out, delivered, cash collected; cancelled only while being prepared
 * (as the backend allows).
 */
export function nextMoves(status: DeliveryStatus): DeliveryStatus[] {
  switch (status) {
    case 'PREPARING':
      return ['OUT', 'CANCELLED'];
    case 'OUT':
      return ['DELIVERED'];
    case 'DELIVERED':
      return ['COLLECTED'];
    default:
      return [];
  }
}

/** The button of a move, named by the order. */
export function moveLabel(status: DeliveryStatus, seq: string): string {
  switch (status) {
    case 'OUT':
      return `Send ${seq} out`;
    case 'DELIVERED':
      return `Mark ${seq} delivered`;
    case 'COLLECTED':
      return `Cash collected for ${seq}`;
    case 'CANCELLED':
      return `Cancel ${seq}`;
    default:
      return `Back to preparing ${seq}`;
  }
}

/**
 * Why a move cannot be made (null: it can): an order goes out only with a delivery boy, and its cash is collected only
 * once it is billed.
 */
export function moveProblem(
  order: Pick<DeliveryOrder, 'seq' | 'deliveryBoy' | 'billNo'>,
  status: DeliveryStatus,
): string | null {
  if (status === 'OUT' && !order.deliveryBoy) return `Assign a delivery boy before ${order.seq} goes out.`;
  if (status === 'COLLECTED' && !order.billNo)
    return `Make the bill of ${order.seq} on the billing terminal before collecting its cash.`;
  return null;
}

/** The delivery's pseudo table its KOTs and bill go to, and the billing terminal's address for it. */
export const deliveryTableOf = (order: Pick<DeliveryOrder, 'tableNo' | 'recordId'>): string =>
  order.tableNo || `D${order.recordId}`;
export const takeOrderPath = (order: Pick<DeliveryOrder, 'tableNo' | 'recordId' | 'outlet'>): string =>
  `/pos/res-billing-classy?${new URLSearchParams({ outlet: order.outlet, table: deliveryTableOf(order) }).toString()}`;

/** A new order as the wire takes it (the server numbers it and gives its pseudo table). */
export function newDelivery(draft: DeliveryDraft, today: string): DeliveryOrder {
  return {
    recordId: 0,
    seq: '',
    dat: today,
    outlet: draft.outlet,
    customerName: draft.customerName.trim(),
    phone: draft.phone.trim(),
    address: draft.address.trim(),
    deliveryBoy: '',
    status: 'PREPARING',
    tableNo: '',
    billNo: null,
    total: 0,
    notes: draft.notes.trim(),
  };
}
