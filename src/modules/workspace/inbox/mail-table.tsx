import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDate } from '../../../lib/format/date-format';
import type { Mail, MailMarks } from './mail-types';

interface Props {
  mails: readonly Mail[];
  caption: string;
  openId: string | null;
  onOpen: (mail: Mail) => void;
  onMark: (ids: readonly string[], marks: MailMarks) => void;
}

/**
 * The inbox list: a real table (sender above subject, to fit beside the reading pane), unread mails bold and marked,
 * each with its select box, star and open button.
 */
export function MailTable({ mails, caption, openId, onOpen, onMark }: Props) {
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle mb-0">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">Star</span>
            </th>
            <th scope="col">From and subject</th>
            <th scope="col" className="text-end">
              Date
            </th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr
              key={mail.id}
              className={
                [mail.read ? '' : 'fw-bold', mail.id === openId ? 'table-active' : ''].join(' ').trim() || undefined
              }
              aria-current={mail.id === openId ? 'true' : undefined}
            >
              <td className="text-center" style={{ width: '2.5rem' }}>
                <Form.Check
                  id={`mail-select-${mail.id}`}
                  checked={mail.selected}
                  onChange={(event) => onMark([mail.id], { selected: event.target.checked })}
                  label={<span className="visually-hidden">Select {mail.subject}</span>}
                />
              </td>
              <td style={{ width: '2.5rem' }}>
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
              </td>
              <td>
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
              </td>
              <td className="text-nowrap text-end small">{formatDate(mail.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
