import { Bell } from 'lucide-react';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { useLayoutName } from '../../lib/ui/use-layout-name';
import { NoticeItem } from './notices/notice-item';
import { useNotices } from './notices/notices-api';

const ignore = () => undefined;
const READING = 'Reading your notifications…';
const FAILED = 'Your notifications could not be read: open the bell again.';

/** "3 unread notifications": the count first, as the badge shows it (WCAG 2.5.3, the visible text in the name). */
export const bellName = (unread: number) => `${unread} unread notification${unread === 1 ? '' : 's'}`;

/**
 * The bell: what waits for the signed-in user, computed by the backend from the data (approvals, unsettled bills,
 * C-Forms, reorder levels, overdue fees, the licence) and the outbox's refused operations. Its count is the unread
 * ones; opening a notification marks it read and goes where it is dealt with. The list is read again when the bell
 * opens, after any save and every few minutes.
 */
export function NotificationsMenu() {
  const layout = useLayoutName();
  const { notices, unread, state, markRead, refresh } = useNotices();
  const unreadKeys = notices.filter((notice) => !notice.read).map((notice) => notice.key);
  return (
    <Dropdown align="end" onToggle={(open) => open && refresh()}>
      <Dropdown.Toggle
        variant="link"
        className="header-icon"
        aria-label={state === 'read' ? bellName(unread) : 'Notifications'}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <Badge bg="primary" pill className="header-badge" aria-hidden="true">
            {unread}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu overflow-auto" style={{ maxHeight: '70vh' }}>
        <div className="d-flex justify-content-between align-items-center gap-2 px-3 pb-1">
          <h2 className="h6 mb-0">Notifications</h2>
          <Dropdown.Item
            as="button"
            type="button"
            className="w-auto btn btn-link btn-sm p-0"
            disabled={unreadKeys.length === 0}
            onClick={() => void markRead(unreadKeys).catch(ignore)}
          >
            Mark all read
          </Dropdown.Item>
        </div>
        <Dropdown.Divider />
        {state !== 'read' ? (
          <p role="status" className="px-3 mb-1 small text-muted">
            {state === 'reading' ? READING : FAILED}
          </p>
        ) : notices.length === 0 ? (
          <p className="px-3 mb-1 small text-muted">Nothing waits for you.</p>
        ) : (
          notices.map((notice) => (
            <NoticeItem
              key={notice.key}
              notice={notice}
              layout={layout}
              onOpen={() => void (notice.read ? undefined : markRead([notice.key]).catch(ignore))}
            />
          ))
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
