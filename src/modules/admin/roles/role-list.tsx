import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useDeleteRole, useRoles } from './role-api';
import type { RoleSummary } from './role-types';

const COLUMNS: ReadonlyArray<TableColumn<RoleSummary>> = [
  { label: 'Code', cell: (role) => role.code },
  { label: 'Name', cell: (role) => role.name },
  { label: 'Rights', cell: (role) => (role.system ? 'Every right' : role.rights) },
];

interface Props {
  /** Open a role's rights (its code), or a new role ('new'). */
  onOpen: (code: string) => void;
}

/**
 * The roles: ADMINISTRATOR (every right, not editable) and the others, each opened to change its name and rights, or
 * deleted after a question.
 */
export function RoleList({ onOpen }: Props) {
  const roles = useRoles();
  const save = useDeleteRole();
  const [deleting, setDeleting] = useState<RoleSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);

  const remove = (role: RoleSummary) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    save.mutate(role.code, {
      onSettled: () => {
        sending.current = false;
        setDeleting(null);
      },
      onSuccess: () => showDoneToast(`Role ${role.code} deleted.`),
      onError: (failure) => {
        const error = toApiError(failure);
        if (!error.isSessionOver) setRefusal(error.message);
      },
    });
  };

  const actions: TableColumn<RoleSummary> = {
    label: 'Actions',
    cell: (role) =>
      role.system ? (
        <span className="text-muted">Always every right; not editable</span>
      ) : (
        <>
          <Button
            size="sm"
            variant="outline-primary"
            className="me-2"
            onClick={() => onOpen(role.code)}
            aria-label={`Edit ${role.code}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setDeleting(role)}
            aria-label={`Delete ${role.code}`}
          >
            Delete
          </Button>
        </>
      ),
  };
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h1 id="screen-title" className="h3 m-0">
          Roles
        </h1>
        <Button onClick={() => onOpen('new')}>New role</Button>
      </div>
      <p>A role is a set of rights; each user holds one. Users get a changed role's rights when they next sign in.</p>
      {refusal && (
        <Alert variant="danger" role="alert" onClose={() => setRefusal(null)} dismissible>
          {refusal}
        </Alert>
      )}
      {roles.isPending && <Loading label="Loading the roles…" />}
      {roles.isError && <LoadFailed message={toApiError(roles.error).message} onRetry={() => void roles.refetch()} />}
      {roles.data && (
        <div style={{ maxWidth: '56rem' }}>
          <DataTable
            rows={roles.data}
            columns={[...COLUMNS, actions]}
            rowKey={(role) => role.code}
            caption="Roles"
            captionPlacement="hidden"
            tableClassName="table table-hover align-middle"
          />
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete role ${deleting.code}`}
          text={`Delete the role ${deleting.name} (${deleting.code}) and its ${deleting.rights} rights? This cannot be undone.`}
          confirmLabel="Delete"
          busy={save.isPending}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
