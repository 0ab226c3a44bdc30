import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { keysOf, permissionsOf, sameKeys, withKeys } from './matrix-state';
import { isKnownPermission } from './permission-matrix';
import { RightsMatrix } from './rights-matrix';
import { useSaveRole } from './role-api';
import { roleCodeProblem, roleNameProblem } from './role-rules';
import type { AdminRole } from './role-types';

/** What users of a changed role are told (the client reads rights at sign-in). */
export const SAVED_NOTICE = 'Saved. Users of this role get the change when they next sign in.';

interface Props {
  /** The role being changed, or null for a new one. */
  role: AdminRole | null;
  /** The notice of the last save of this role, if any. */
  notice: string | null;
  onSaved: (code: string) => void;
  /** After a new role is saved: open it by its code. Back to the list: null. */
  onDone: (code: string | null) => void;
}

type Problems = Partial<Record<'code' | 'name', string>>;

/** A role's name (and code, when new) and its rights matrix; Save sends the full list of rights. */
export function RoleEditor({ role, notice, onSaved, onDone }: Props) {
  const creating = role === null;
  const save = useSaveRole();
  const [code, setCode] = useState(role?.code ?? '');
  const [name, setName] = useState(role?.name ?? '');
  // Rights on screens the matrix no longer has cannot be saved again: they are left out (and the user told).
  const [start] = useState(() => {
    const permissions = role?.permissions ?? [];
    const kept = permissions.filter(isKnownPermission);
    return { keys: keysOf(kept) as ReadonlySet<string>, unknown: permissions.length - kept.length };
  });
  const [ticked, setTicked] = useState(start.keys);
  const [baseline, setBaseline] = useState({ name: role?.name ?? '', ticked: start.keys });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  /** Set from the first click until the answer: a double click saves once. */
  const sending = useRef(false);
  const onSet = useCallback(
    (keys: readonly string[], on: boolean) => setTicked((previous) => withKeys(previous, keys, on)),
    [],
  );
  const changed = useMemo(
    () => name !== baseline.name || !sameKeys(ticked, baseline.ticked) || (creating && code !== ''),
    [name, baseline, ticked, creating, code],
  );
  const dirty = changed && created === null;
  const leaveQuestion = useLeaveGuard(dirty);
  useEffect(() => {
    if (created !== null) onDone(created);
  }, [created, onDone]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found: Problems = {};
    const codeProblem = creating ? roleCodeProblem(code) : null;
    const nameProblem = roleNameProblem(name);
    if (codeProblem) found.code = codeProblem;
    if (nameProblem) found.name = nameProblem;
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    const sent = { code, name: name.trim(), permissions: permissionsOf(ticked) };
    save.mutate(
      { role: sent, traCheck: creating ? 1 : 2 },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          showDoneToast(`Role ${code} saved.`);
          onSaved(code);
          if (creating) setCreated(code);
          else setBaseline({ name, ticked });
        },
        onError: (failure) => {
          const error = toApiError(failure);
          const fields = error.fieldErrors ?? {};
          setProblems({ ...(fields.code ? { code: fields.code } : {}), ...(fields.name ? { name: fields.name } : {}) });
          // A refusal, or a problem with no field of this form to show it beside; the session end and no answer have
          // their own messages.
          if (!error.isSessionOver && !error.isNetwork && !fields.code && !fields.name) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {creating ? 'New role' : `Role ${role.code}`}
      </h1>
      <Form noValidate onSubmit={submit} aria-labelledby="screen-title">
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        {start.unknown > 0 && (
          <Alert variant="warning">
            {start.unknown} of this role’s rights are on screens this version no longer has; saving leaves them out.
          </Alert>
        )}
        {notice && !dirty && (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3 mb-3">
          {creating && (
            <Form.Group controlId="role-code" style={{ width: '14rem' }}>
              <Form.Label>Code</Form.Label>
              <Form.Control
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
                isInvalid={Boolean(problems.code)}
                maxLength={20}
                aria-describedby="role-code-help"
              />
              <Form.Text id="role-code-help">
                Capital letters, digits and underscores; users hold the role by this code.
              </Form.Text>
              <Form.Control.Feedback type="invalid">{problems.code}</Form.Control.Feedback>
            </Form.Group>
          )}
          <Form.Group controlId="role-name" style={{ width: '22rem' }}>
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              isInvalid={Boolean(problems.name)}
              maxLength={60}
            />
            <Form.Control.Feedback type="invalid">{problems.name}</Form.Control.Feedback>
          </Form.Group>
        </div>
        <RightsMatrix ticked={ticked} onSet={onSet} disabled={save.isPending} />
        <div className="d-flex gap-2 mt-3">
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={() => onDone(null)}>
            Back to roles
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
