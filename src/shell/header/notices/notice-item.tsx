import { BadgeCheck, CloudOff, IdCard, KeyRound, Package, Receipt, Wallet, type LucideIcon } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { relativeTime } from '../../../lib/format/relative-time';
import type { Notice, NoticeIcon } from '../../../lib/notices/notice-types';

const ICONS: Record<NoticeIcon, LucideIcon> = {
  approval: BadgeCheck,
  bill: Receipt,
  passport: IdCard,
  stock: Package,
  fees: Wallet,
  licence: KeyRound,
  outbox: CloudOff,
};

/**
 * One notification in the bell's menu: a link to where it is dealt with; opening it marks it read. An unread one is
 * in bold and says so to a screen reader.
 */
export function NoticeItem({ notice, layout, onOpen }: { notice: Notice; layout: string; onOpen: () => void }) {
  const Icon = ICONS[notice.icon];
  return (
    <Dropdown.Item
      as={Link}
      to={`/${layout}${notice.link}`}
      onClick={onOpen}
      className={`d-flex gap-2 align-items-start${notice.read ? '' : ' notice-unread'}`}
    >
      <Icon size={20} className={`text-${notice.tone} flex-shrink-0 mt-1`} aria-hidden="true" />
      <span className="flex-grow-1 text-wrap">
        {!notice.read && <span className="visually-hidden">Unread:</span>}{' '}
        {/* The spaces keep the name's parts apart where block boxes are not laid out (a screen reader's text). */}
        <span className={`d-block ${notice.read ? '' : 'fw-bold'}`}>{notice.title}</span>{' '}
        <span className="d-block small">{notice.text}</span>{' '}
        <span className="d-block small text-muted">{relativeTime(notice.at)}</span>
      </span>
    </Dropdown.Item>
  );
}
