import { AlertTriangle, Bell, MessageSquare, Receipt, Server, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { excerpt } from '../../lib/format/excerpt';
import { relativeTime } from '../../lib/format/relative-time';
import { useLayoutName } from '../../lib/ui/use-layout-name';
import { notificationSamples, type HeaderNotification } from './notification-samples';

const ICONS: Record<HeaderNotification['icon'], typeof Bell> = {
  message: MessageSquare,
  receipt: Receipt,
  alert: AlertTriangle,
  user: UserPlus,
  server: Server,
};

/**
 * The bell: its count is the number of notifications, and its name starts with that count (WCAG 2.5.3, the visible text
 * in the name).
 */
export function NotificationsMenu() {
  const layout = useLayoutName();
  const notifications = useMemo(() => notificationSamples(), []);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="header-icon" aria-label={`${notifications.length} notifications`}>
        <Bell size={20} aria-hidden="true" />
        <Badge bg="primary" pill className="header-badge" aria-hidden="true">
          {notifications.length}
        </Badge>
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu">
        {notifications.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <Dropdown.Item
              as={Link}
              to={`/${layout}${item.link}`}
              key={item.title}
              className="d-flex gap-2 align-items-start"
            >
              <Icon size={20} className={`text-${item.status} flex-shrink-0 mt-1`} aria-hidden="true" />
              <span className="flex-grow-1">
                <span className="d-flex justify-content-between gap-2">
                  <strong>{item.title}</strong>
                  <Badge bg={item.status} pill>
                    {item.badge}
                  </Badge>
                </span>
                <span className="d-block small text-muted">{excerpt(item.text, 30)}</span>
                <span className="d-block small text-muted">{relativeTime(item.time)}</span>
              </span>
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
