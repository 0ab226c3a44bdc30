import type { StatementColumn } from '../../../engine/report/statement-columns';
import { statementView } from './statement-view';
import { voucherLink } from './voucher-link';

/** One audit-trail row as the server answers it (amounts in paise after reading). */
export interface ActivityLine {
  id: string;
  at: string;
  user: string;
  action: string;
  subject: string;
  reference: string;
  before: number | null;
  after: number | null;
  detail: string;
  /** The voucher type when the row is about a voucher. */
  type?: string;
}

const COLUMNS: ReadonlyArray<StatementColumn<ActivityLine>> = [
  { key: 'at', label: 'When', kind: 'datetime', value: (row) => row.at },
  { key: 'user', label: 'User', kind: 'text', value: (row) => row.user },
  { key: 'action', label: 'Action', kind: 'text', value: (row) => row.action },
  { key: 'subject', label: 'What', kind: 'text', value: (row) => row.subject },
  {
    key: 'reference',
    label: 'Reference',
    kind: 'text',
    value: (row) => row.reference,
    link: (row) => (row.type ? voucherLink(row.type, row.reference) : null),
  },
  { key: 'before', label: 'Amount before', kind: 'money', value: (row) => row.before },
  { key: 'after', label: 'Amount after', kind: 'money', value: (row) => row.after },
  { key: 'detail', label: 'Detail', kind: 'text', value: (row) => row.detail },
];

/** Who did what, when, with the amount before and after: newest first. */
export const activityView = statementView<ActivityLine[], ActivityLine>({
  columns: () => COLUMNS,
  build: (rows) => ({ rows }),
  isEmpty: (rows) => rows.length === 0,
  rowKey: (row) => row.id,
});
