import Badge from 'react-bootstrap/Badge';
import type { OrderStatus } from './invoice-types';

const COLOURS: Record<OrderStatus, { bg: string; text?: 'dark' }> = {
  Pending: { bg: 'warning', text: 'dark' },
  Processing: { bg: 'info', text: 'dark' },
  Delivered: { bg: 'success' },
};

/** An invoice's order status as a coloured badge (pending amber, processing blue, delivered green). */
export function InvoiceStatusBadge({ status }: { status: OrderStatus }) {
  const colour = COLOURS[status];
  return (
    <Badge bg={colour.bg} text={colour.text}>
      {status}
    </Badge>
  );
}
