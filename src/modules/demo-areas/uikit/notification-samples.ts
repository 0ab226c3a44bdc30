/**
 * The template's five sample notifications (spec section 2, Shell; section 3, "Header notification (demo)"): shown in
 * the UI kit's widget cards only. The header's bell shows real notifications (src/shell/header/notices).
 */
export interface HeaderNotification {
  icon: 'message' | 'receipt' | 'alert' | 'user' | 'server';
  title: string;
  badge: string;
  text: string;
  time: Date;
  status: 'primary' | 'success' | 'danger';
  link: string;
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

export function notificationSamples(now: Date = new Date()): HeaderNotification[] {
  return [
    {
      icon: 'message',
      title: 'New message',
      badge: '3',
      text: 'Ramesh asked about the pending purchase order for steel rods',
      time: minutesAgo(now, 10),
      status: 'primary',
      link: '/dashboard/mismessages',
    },
    {
      icon: 'receipt',
      title: 'Receipt posted',
      badge: 'new',
      text: 'Cash receipt of 12,500.00 from Sri Balaji Traders was posted',
      time: minutesAgo(now, 65),
      status: 'success',
      link: '/dashboard/mistasks',
    },
    {
      icon: 'alert',
      title: 'Stock below reorder level',
      badge: '!',
      text: 'Basmati rice 25 kg is below its reorder quantity in the main store',
      time: minutesAgo(now, 180),
      status: 'danger',
      link: '/dashboard/mistickets',
    },
    {
      icon: 'user',
      title: 'New user',
      badge: 'new',
      text: 'A new staff user was added to the front office branch',
      time: minutesAgo(now, 60 * 26),
      status: 'primary',
      link: '/dashboard/misprofile',
    },
    {
      icon: 'server',
      title: 'Backup finished',
      badge: 'ok',
      text: 'The nightly backup of the company books finished without errors',
      time: minutesAgo(now, 60 * 24 * 3),
      status: 'success',
      link: '/dashboard/misinbox',
    },
  ];
}
