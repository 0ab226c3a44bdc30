import { useCallback, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useAssignmentOptions } from './assignment-options';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useBlockUser, useRoleOptions, useUsers } from './user-api';
import { UserForm } from './user-form';
import type { AdminUser } from './user-types';
import { UsersTable } from './users-table';

type Dialog = { kind: 'reset' | 'block'; user: AdminUser } | null;

/**
 * Administration → Users (/admin/userdet): the list (`?user=` absent), a new user (`?user=new`) or one user's form
 * (`?user=<name>`).
 */
export function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const users = useUsers();
  const roles = useRoleOptions();
  const options = useAssignmentOptions();
  const block = useBlockUser();
  const blocking = useRef(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = params.get('user');
  const show = useCallback(
    (userName: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (userName === null) next.delete('user');
        else next.set('user', userName);
        return next;
      }),
    [setParams],
  );
  const backToList = useCallback(() => show(null), [show]);

  const confirmBlock = async (user: AdminUser) => {
    if (blocking.current) return;
    blocking.current = true;
    setRefusal(null);
    const blocked = !user.blocked;
    try {
      await block.mutateAsync(user.userName);
      showDoneToast(blocked ? `${user.userName} is blocked.` : `${user.userName} is unblocked.`);
    } catch (failure) {
      const error = toApiError(failure);
      if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      blocking.current = false;
      setDialog(null);
    }
  };

  if (users.isPending) return <Loading label="Loading the users…" />;
  if (users.isError)
    return <LoadFailed message={toApiError(users.error).message} onRetry={() => void users.refetch()} />;

  if (open !== null) {
    if (roles.isPending || options.isPending) return <Loading label="Loading the roles and assignments…" />;
    if (roles.isError)
      return <LoadFailed message={toApiError(roles.error).message} onRetry={() => void roles.refetch()} />;
    if (options.error) return <LoadFailed message={toApiError(options.error).message} onRetry={options.refetch} />;
    const base = open === 'new' ? null : users.data.find((user) => user.userName.toLowerCase() === open.toLowerCase());
    if (base === undefined) return <Alert variant="warning">There is no user {open}.</Alert>;
    return (
      <UserForm
        key={open}
        base={base}
        roles={roles.data}
        groups={options.groups}
        branches={options.branches}
        onDone={backToList}
      />
    );
  }

  const target = dialog?.user;
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          Users
        </h1>
        <Button onClick={() => show('new')}>New user</Button>
      </div>
      {refusal && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <UsersTable
        users={users.data}
        onEdit={(user) => show(user.userName)}
        onResetPassword={(user) => setDialog({ kind: 'reset', user })}
        onBlock={(user) => setDialog({ kind: 'block', user })}
      />
      {dialog?.kind === 'reset' && target && (
        <ResetPasswordDialog userName={target.userName} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'block' && target && (
        <ConfirmDialog
          title={`${target.blocked ? 'Unblock' : 'Block'} ${target.userName}`}
          text={
            target.blocked
              ? `${target.userName} will be able to sign in again.`
              : `${target.userName} will not be able to sign in, and any session open now ends.`
          }
          confirmLabel={target.blocked ? 'Unblock' : 'Block'}
          busy={block.isPending}
          onConfirm={() => void confirmBlock(target)}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
