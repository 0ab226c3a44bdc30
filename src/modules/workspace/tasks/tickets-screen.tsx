import { formatDate } from '../../../lib/format/date-format';
import { PriorityBadge } from './priority-badge';
import { WorkBoard, type WorkColumn } from './work-board';
import { TICKETS } from './work-kinds';

const COLUMNS: readonly WorkColumn[] = [
  { label: 'Subject', cell: (row) => row.subject },
  { label: 'Requester', cell: (row) => row.requester },
  { label: 'Priority', cell: (row) => <PriorityBadge priority={row.priority} /> },
  { label: 'Raised', cell: (row) => <span className="text-nowrap">{formatDate(row.created)}</span> },
];

/**
 * The MIS tickets page (/dashboard/mistickets): the company's help-desk tickets, Open / Pending / Resolved / Closed.
 */
export function TicketsScreen() {
  return <WorkBoard kind={TICKETS} columns={COLUMNS} />;
}
