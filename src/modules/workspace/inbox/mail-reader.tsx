import { useEffect, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import type { Mail, MailMarks } from './mail-types';
import { sanitiseMail } from './sanitise-mail';

interface Props {
  mail: Mail;
  onMark: (marks: MailMarks) => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * The reading pane: sender, date, the mail's own actions (the screen ignores repeats while one is on its way), and its
 * HTML only as sanitiseMail leaves it.
 */
export function MailReader({ mail, onMark, onDelete, onClose }: Props) {
  const html = useMemo(() => sanitiseMail(mail.message), [mail.message]);
  const heading = useRef<HTMLHeadingElement>(null);
  // Below the lg breakpoint the list hides while a mail is open: the reader takes the focus the open button had.
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 991.98px)').matches)
      heading.current?.focus();
  }, []);
  return (
    <article aria-labelledby="mail-subject" className="card">
      <div className="card-body">
        <Button variant="outline-secondary" size="sm" className="d-md-none mb-3" onClick={onClose}>
          Back to the list
        </Button>
        <h2 id="mail-subject" ref={heading} tabIndex={-1} className="h5">
          {mail.subject}
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <img src={mail.sender.photo} alt="" width={40} height={40} className="rounded-circle" />
          <div className="me-auto">
            <div className="fw-semibold">{mail.sender.name}</div>
            <div className="text-muted small">{formatDate(mail.date)}</div>
          </div>
          <Button variant="outline-secondary" size="sm" onClick={() => onMark({ read: !mail.read })}>
            {mail.read ? 'Mark this mail unread' : 'Mark this mail read'}
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            aria-pressed={mail.starred}
            onClick={() => onMark({ starred: !mail.starred })}
          >
            <span aria-hidden="true">{mail.starred ? '★ ' : '☆ '}</span>
            Starred
          </Button>
          <Button variant="outline-danger" size="sm" onClick={onDelete}>
            Delete this mail
          </Button>
        </div>
        <section
          aria-label="Message"
          className="mail-message border-top pt-3 text-break"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </article>
  );
}
