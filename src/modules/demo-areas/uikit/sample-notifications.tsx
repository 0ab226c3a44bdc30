import { AlertTriangle, MessageSquare, Receipt, Server, UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { excerpt } from '../../../lib/format/excerpt';
import { relativeTime } from '../../../lib/format/relative-time';
import { notificationSamples, type HeaderNotification } from './notification-samples';

const ICONS: Record<HeaderNotification['icon'], typeof AlertTriangle> = {
  message: MessageSquare,
  receipt: Receipt,
  alert: AlertTriangle,
  user: UserPlus,
  server: Server,
};

/**
 * The template's notification widget with its five samples: icon, title, badge, a 30-character excerpt and the time
 * (spec section 2). Samples only: they link nowhere and stand for no data.
 */
export function SampleNotifications() {
  const samples = useMemo(() => notificationSamples(), []);
  return (
    <ListGroup as="ul" variant="flush" aria-label="Sample notifications">
      {samples.map((item) => {
        const Icon = ICONS[item.icon];
        return (
          <ListGroup.Item as="li" key={item.title} className="d-flex gap-2 align-items-start">
            <Icon size={20} className={`text-${item.status} flex-shrink-0 mt-1`} aria-hidden="true" />
            <span className="flex-grow-1">
              <span className="d-flex justify-content-between gap-2">
                <strong>{item.title}</strong>
                <Badge bg={item.status} pill>
                  {item.badge}
                </Badge>
              </span>
              <span className="d-block small text-muted" title={item.text}>
                {excerpt(item.text, 30)}
              </span>
              <span className="d-block small text-muted">{relativeTime(item.time)}</span>
            </span>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
