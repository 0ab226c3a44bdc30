import { addDays, format } from 'date-fns';
import type { Task, Ticket } from '../../../modules/workspace/tasks/work-kinds';

const shifted = (today: string, days: number) => format(addDays(new Date(`${today}T00:00:00`), days), 'yyyy-MM-dd');

type TaskSeed = readonly [
  title: string,
  assignee: string,
  dueInDays: number,
  priority: Task['priority'],
  status: Task['status'],
];

const TASKS: readonly TaskSeed[] = [
  ['Renew the fire safety certificate', 'Kavita Rao', -2, 'High', 'To do'],
  ['Order linen for the new ward', 'Rahul Mehta', 3, 'Medium', 'To do'],
  ['Calibrate the blood gas analyser', 'Suresh Iyer', 5, 'High', 'To do'],
  ['Publish the holiday roster', 'Priya Nair', 9, 'Low', 'To do'],
  ['Reconcile the pharmacy stock', 'Rahul Mehta', 1, 'High', 'In progress'],
  ['Update the visitor policy notice', 'Anita Desai', 6, 'Low', 'In progress'],
  ['Collect patient feedback forms', 'Meera Joshi', 12, 'Medium', 'In progress'],
  ['Close the March accounts', 'Accounts Team', -10, 'High', 'Done'],
  ['Service the ambulance', 'Front Office', -6, 'Medium', 'Done'],
  ['Train staff on the new billing screen', 'Meera Joshi', -3, 'Medium', 'Done'],
];

/** A company's starting tasks (10: 4 to do, 3 in progress, 3 done), due around `today` ('yyyy-MM-dd'). */
export function demoTasks(today: string): Task[] {
  return TASKS.map(([title, assignee, dueInDays, priority, status], index) => ({
    id: `TSK-${String(index + 1).padStart(3, '0')}`,
    title,
    assignee,
    due: shifted(today, dueInDays),
    priority,
    status,
  }));
}

type TicketSeed = readonly [
  subject: string,
  requester: string,
  daysAgo: number,
  priority: Ticket['priority'],
  status: Ticket['status'],
];

const TICKETS: readonly TicketSeed[] = [
  ['Printer at the front desk is jammed', 'Front Office', 0, 'Medium', 'Open'],
  ['Cannot sign in to the lab system', 'Dr. Arjun Singh', 0, 'Urgent', 'Open'],
  ['Air conditioning in ICU-2 is noisy', 'Priya Nair', 1, 'High', 'Open'],
  ['Need a new barcode scanner in pharmacy', 'Rahul Mehta', 2, 'Low', 'Pending'],
  ['Wi-Fi drops on the third floor', 'Meera Joshi', 3, 'Medium', 'Pending'],
  ['Monthly report shows last year', 'Accounts Team', 5, 'High', 'Resolved'],
  ['Add a user for the new receptionist', 'Anita Desai', 6, 'Low', 'Resolved'],
  ['Replace the OT clock battery', 'Housekeeping', 9, 'Low', 'Closed'],
  ['Email signature for the HR team', 'HR Department', 14, 'Low', 'Closed'],
];

/** A company's starting tickets (9: 3 open, 2 pending, 2 resolved, 2 closed), raised up to 14 days before `today`. */
export function demoTickets(today: string): Ticket[] {
  return TICKETS.map(([subject, requester, daysAgo, priority, status], index) => ({
    id: `TKT-${String(index + 1).padStart(3, '0')}`,
    subject,
    requester,
    priority,
    status,
    created: shifted(today, -daysAgo),
  }));
}
