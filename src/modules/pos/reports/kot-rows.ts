import type { ReportRow } from '../../../engine/report/report';
import type { KotTicket } from '../../../kits/billing/domain/order-types';
import { byKeys, inPeriod, ofOutlet, type ReportNames, type SalesQuery } from './sales-query';

const quantity = (qty: number) => String(Math.abs(qty));

/** KOT details: each ticket of the period and outlet (orders and cancellations), its lines and the reasons given. */
export function kotRows(
  tickets: Iterable<KotTicket>,
  names: ReportNames,
  query: Pick<SalesQuery, 'from' | 'to' | 'outlet'>,
): ReportRow[] {
  return [...tickets]
    .filter((ticket) => inPeriod(query, ticket.dat) && ofOutlet(query, ticket.outlet))
    .sort(
      byKeys(
        (ticket) => ticket.time,
        (ticket) => names.outlet(ticket.outlet),
        (ticket) => String(ticket.kotNo).padStart(9, '0'),
      ),
    )
    .map((ticket) => ({
      kotNo: ticket.kotNo,
      dat: ticket.dat,
      time: ticket.time,
      outlet: names.outlet(ticket.outlet),
      tableNo: ticket.tableNo,
      waiter: names.waiter(ticket.waiter),
      kotGroup: ticket.kotGroup ? names.kotGroup(ticket.kotGroup) : '(no KOT)',
      kind: ticket.kind === 'ORDER' ? 'Order' : 'Cancel',
      lines: ticket.lines
        .map(
          (line) =>
            `${quantity(line.qty)} × ${names.item(line.itemId)?.name || line.itemName || line.itemId}${line.notes ? ` (${line.notes})` : ''}`,
        )
        .join('; '),
      reasons: [...new Set(ticket.lines.map((line) => line.reason).filter(Boolean))].join('; '),
      user: ticket.user,
      printCount: ticket.printCount,
    }));
}
