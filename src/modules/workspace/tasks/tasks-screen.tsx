import { format } from 'date-fns';
import Badge from 'react-bootstrap/Badge';
import { formatDate } from '../../../lib/format/date-format';
import { PriorityBadge } from './priority-badge';
import { WorkBoard, type WorkColumn } from './work-board';
import { TASKS, type WorkRecord } from './work-kinds';

/** Due date in DD-Mon-YYYY, marked overdue when it has passed and the task is not done. */
function dueCell(row: WorkRecord) {
  const overdue = row.status !== 'Done' && (row.due ?? '') < format(new Date(), 'yyyy-MM-dd');
  return (
    <span className="text-nowrap">
      {formatDate(row.due)}
      {overdue && (
        <Badge bg="danger" className="ms-2">
          Overdue
        </Badge>
      )}
    </span>
  );
}

const COLUMNS: readonly WorkColumn[] = [
  { label: 'Title', cell: (row) => row.title },
  { label: 'Assignee', cell: (row) => row.assignee },
  { label: 'Due', cell: dueCell },
  { label: 'Priority', cell: (row) => <PriorityBadge priority={row.priority} /> },
];

/** The MIS tasks page (/dashboard/mistasks): the company's tasks, To do / In progress / Done. */
export function TasksScreen() {
  return <WorkBoard kind={TASKS} columns={COLUMNS} />;
}
