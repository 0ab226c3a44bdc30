import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { Mail, MailMarks } from './mail-types';
import './mail-table.scss';

interface Props {
  mails: readonly Mail[];
  caption: string;
  openId: string | null;
  onOpen: (mail: Mail) => void;
  onMark: (ids: readonly string[], marks: MailMarks) => void;
}

/** The columns: select box, star, sender above subject (opening the mail), date. */
function mailColumns(onOpen: Props['onOpen'], onMark: Props['onMark']): TableColumn<Mail>[] {
  return [
    {
      label: 'Select',
      hideLabel: true,
      className: 'text-center mail-mark-cell',
      cell: (mail) => (
        <Form.Check
          id={`mail-select-${mail.id}`}
          checked={mail.selected}
          onChange={(event) => onMark([mail.id], { selected: event.target.checked })}
          label={<span className="visually-hidden">Select {mail.subject}</span>}
        />
      ),
    },
    {
      label: 'Star',
      hideLabel: true,
      className: 'mail-mark-cell',
      cell: (mail) => (
        <Button
          variant="link"
          size="sm"
          className={`p-0 fs-5 lh-1 text-decoration-none ${mail.starred ? 'text-warning' : 'text-muted'}`}
          aria-pressed={mail.starred}
          aria-label={`Star ${mail.subject}`}
          title={mail.starred ? 'Starred' : 'Not starred'}
          onClick={() => onMark([mail.id], { starred: !mail.starred })}
        >
          <span aria-hidden="true">{mail.starred ? '★' : '☆'}</span>
        </Button>
      ),
    },
    {
      label: 'From and subject',
      cell: (mail) => (
        <>
          <div className="small text-muted">{mail.sender.name}</div>
          <Button
            variant="link"
            className={`p-0 text-start text-body text-decoration-none${mail.read ? '' : ' fw-bold'}`}
            onClick={() => onOpen(mail)}
          >
            {mail.subject}
          </Button>
          {!mail.read && (
            <Badge bg="primary" className="ms-2">
              Unread
            </Badge>
          )}
        </>
      ),
    },
    { label: 'Date', cell: (mail) => formatDate(mail.date), numeric: true, className: 'text-nowrap small' },
  ];
}

/**
 * The inbox list: a real table (sender above subject, to fit beside the reading pane), unread mails bold and marked,
 * each with its select box, star and open button.
 */
export function MailTable({ mails, caption, openId, onOpen, onMark }: Props) {
  return (
    <DataTable
      rows={mails}
      columns={mailColumns(onOpen, onMark)}
      rowKey={(mail) => mail.id}
      caption={caption}
      captionPlacement="bottom"
      rowHeader={false}
      tableClassName="table table-sm table-hover align-middle mb-0"
      rowClassName={(mail) =>
        [mail.read ? '' : 'fw-bold', mail.id === openId ? 'table-active' : ''].join(' ').trim() || undefined
      }
      rowAttributes={(mail) => ({ 'aria-current': mail.id === openId ? 'true' : undefined })}
    />
  );
}
