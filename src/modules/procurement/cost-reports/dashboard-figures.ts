import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { ChartPoint, DashboardData } from '../../../engine/dashboard/dashboard';
import { APPROVED, APPROVED_BY_APPROVER, CANCELLED, ORDER_REOPENED, PENDING_APPROVAL } from '../domain/approval-status';
import { rowBalancePaise, type PartyTransactionDraft } from '../../../kits/accounting/party-ledger';
import type { ReceiptHeader } from '../../../kits/inward/receipt-types';

/** Orders still to be received: waiting for approval, approved, or reopened (not received, not cancelled). */
export const OPEN_ORDER_STATUSES: readonly number[] = [
  PENDING_APPROVAL,
  APPROVED,
  APPROVED_BY_APPROVER,
  ORDER_REOPENED,
];

export interface DashboardSources {
  orders: ReadonlyArray<{ pos: number; totalAmt?: unknown }>;
  receipts: readonly ReceiptHeader[];
  ledger: readonly PartyTransactionDraft[];
  /** 'yyyy-MM' of today. */
  month: string;
  supplierName: (id: string) => string;
  /** How many suppliers the chart shows. */
  top?: number;
}

/**
 * The procurement dashboard's figures: open orders (count and value), this month's purchases (receipts not
 * cancelled), what is payable to suppliers (Σ of every supplier's balance, as partyBalancePaise), and the top suppliers
 * by purchases.
 */
export function procurementFigures({
  orders,
  receipts,
  ledger,
  month,
  supplierName,
  top = 5,
}: DashboardSources): DashboardData {
  const open = orders.filter((order) => OPEN_ORDER_STATUSES.includes(Number(order.pos)));
  const bought = receipts.filter((header) => header.pos !== CANCELLED);
  const bySupplier = new Map<string, number>();
  for (const header of bought)
    bySupplier.set(header.vendorid, (bySupplier.get(header.vendorid) ?? 0) + toPaise(header.totalAmt));
  const topSuppliers: ChartPoint[] = [...bySupplier.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([id, paise]) => ({ label: supplierName(id), value: fromPaise(paise) }));
  return {
    cards: {
      openOrders: open.length,
      openOrdersValue: fromPaise(sumPaise(open.map((order) => toPaise(Number(order.totalAmt ?? 0))))),
      monthPurchases: fromPaise(
        sumPaise(bought.filter((header) => header.dat.slice(0, 7) === month).map((header) => toPaise(header.totalAmt))),
      ),
      payable: fromPaise(sumPaise(ledger.map(rowBalancePaise))),
    },
    charts: { topSuppliers },
  };
}
