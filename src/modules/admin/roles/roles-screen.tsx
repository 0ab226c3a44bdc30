import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useRole } from './role-api';
import { RoleEditor, SAVED_NOTICE } from './role-editor';
import { RoleList } from './role-list';
import { ADMINISTRATOR_FIXED } from './role-rules';
import { ADMINISTRATOR_ROLE } from './role-types';

/**
 * Roles and the rights matrix (/admin/roles): the list of roles, or one role's name and rights
 * (`?role=<code>`, or `?role=new`). Administrators only (the route checks).
 */
export function RolesScreen() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('role');
  const [saved, setSaved] = useState<string | null>(null);
  const open = useCallback(
    (code: string | null) => {
      if (code === null) setSaved(null);
      setParams(code === null ? {} : { role: code });
    },
    [setParams],
  );
  const role = useRole(chosen ?? '', chosen !== null && chosen !== 'new' && chosen !== ADMINISTRATOR_ROLE);

  if (chosen === null) {
    return (
      <RoleList
        onOpen={(code) => {
          setSaved(null);
          open(code);
        }}
      />
    );
  }
  if (chosen === 'new') return <RoleEditor role={null} notice={null} onSaved={setSaved} onDone={open} />;
  const back = (
    <Button variant="outline-secondary" onClick={() => open(null)}>
      Back to roles
    </Button>
  );
  if (chosen === ADMINISTRATOR_ROLE) {
    return (
      <Alert variant="info">
        <p>{ADMINISTRATOR_FIXED}</p>
        {back}
      </Alert>
    );
  }
  if (role.isPending) return <Loading label={`Loading role ${chosen}…`} />;
  if (role.isError) return <LoadFailed message={toApiError(role.error).message} onRetry={() => void role.refetch()} />;
  if (!role.data) {
    return (
      <Alert variant="warning">
        <p>There is no role {chosen}.</p>
        {back}
      </Alert>
    );
  }
  return (
    <RoleEditor
      key={chosen}
      role={role.data}
      notice={saved === chosen ? SAVED_NOTICE : null}
      onSaved={setSaved}
      onDone={open}
    />
  );
}
