import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { AdminUser } from './user-types';

interface Props {
  users: readonly AdminUser[];
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onBlock: (user: AdminUser) => void;
}

const yesNo = (check: string) => (check === '1' ? 'Yes' : 'No');

/** The company's users with their role, branch, access and status, and the actions on each. */
export function UsersTable({ users, onEdit, onResetPassword, onBlock }: Props) {
  return (
    <div className="table-responsive list-cards">
      <table className="table table-hover" aria-label="Users">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Code</th>
            <th scope="col">Role</th>
            <th scope="col">Branch</th>
            <th scope="col">Free web use</th>
            <th scope="col">Free mobile use</th>
            <th scope="col">Status</th>
            <th scope="col" className="list-actions-head">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.userName}>
              <th scope="row" data-label="User">
                {user.userName}
              </th>
              <td data-label="Code">{user.uCode}</td>
              <td data-label="Role">{user.rCode}</td>
              <td data-label="Branch">{user.branch}</td>
              <td data-label="Free web use">{yesNo(user.webCheck)}</td>
              <td data-label="Free mobile use">{yesNo(user.mobileCheck)}</td>
              <td data-label="Status">
                {user.blocked ? <Badge bg="danger">Blocked</Badge> : <Badge bg="success">Active</Badge>}
              </td>
              <td className="list-row-actions text-nowrap">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
