import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { AdminUser } from './user-types';

interface Props {
  users: readonly AdminUser[];
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onBlock: (user: AdminUser) => void;
}

const yesNo = (check: string) => (check === '1' ? 'Yes' : 'No');

const COLUMNS: ReadonlyArray<TableColumn<AdminUser>> = [
  { label: 'User', cell: (user) => user.userName },
  { label: 'Code', cell: (user) => user.uCode },
  { label: 'Role', cell: (user) => user.rCode },
  { label: 'Branch', cell: (user) => user.branch },
  { label: 'Free web use', cell: (user) => yesNo(user.webCheck) },
  { label: 'Free mobile use', cell: (user) => yesNo(user.mobileCheck) },
  {
    label: 'Status',
    cell: (user) => (user.blocked ? <Badge bg="danger">Blocked</Badge> : <Badge bg="success">Active</Badge>),
  },
];

/** The company's users with their role, branch, access and status, and the actions on each. */
export function UsersTable({ users, onEdit, onResetPassword, onBlock }: Props) {
  const actions: TableColumn<AdminUser> = {
    label: 'Actions',
    hideLabel: true,
    headClassName: 'list-actions-head',
    className: 'list-row-actions text-nowrap',
    cell: (user) => (
      <>
        <Button
          size="sm"
          variant="outline-primary"
          className="me-1"
          aria-label={`Edit ${user.userName}`}
          onClick={() => onEdit(user)}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          className="me-1"
          aria-label={`Reset password of ${user.userName}`}
          onClick={() => onResetPassword(user)}
        >
          Reset password
        </Button>
        <Button
          size="sm"
          variant={user.blocked ? 'outline-success' : 'outline-danger'}
          aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.userName}`}
          onClick={() => onBlock(user)}
        >
          {user.blocked ? 'Unblock' : 'Block'}
        </Button>
      </>
    ),
  };
  return (
    <DataTable
      rows={users}
      columns={[...COLUMNS, actions]}
      rowKey={(user) => user.userName}
      caption="Users"
      captionPlacement="hidden"
      tableClassName="table table-hover"
      cards
    />
  );
}
