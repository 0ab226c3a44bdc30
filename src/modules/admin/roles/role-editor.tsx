import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { keysOf, permissionsOf, withKeys } from './matrix-state';
import { isKnownPermission } from './permission-matrix';
import { RightsMatrix } from './rights-matrix';
import { useRoles, useSaveRole } from './role-api';
import { rightsList, roleSchema, type RoleValues } from './role-editor-values';
import type { AdminRole } from './role-types';

/** What users of a changed role are told (the client reads rights at sign-in). */
export const SAVED_NOTICE = 'Saved. Users of this role get the change when they next sign in.';

/** The server keeps a role as its rights (08-login §3): one with none would be gone. */
export const NO_RIGHTS = 'Tick at least one right: a role is kept by its rights, and one without any is gone.';

interface Props {
  /** The role being changed, or null for a new one. */
  role: AdminRole | null;
  /** The notice of the last save of this role, if any. */
  notice: string | null;
  onSaved: (code: string) => void;
  /** After a new role is saved: open it by its code. Back to the list: null. */
  onDone: (code: string | null) => void;
}

/** A role's name (and code, when new) and its rights matrix; Save sends the full list of rights. */
export function RoleEditor({ role, notice, onSaved, onDone }: Props) {
  const creating = role === null;
  const save = useSaveRole();
  const roles = useRoles();
  // Rights on screens the matrix no longer has cannot be saved again: they are left out (and the user told).
  const [start] = useState(() => {
    const permissions = role?.permissions ?? [];
    const kept = permissions.filter(isKnownPermission);
    return { rights: rightsList(keysOf(kept)), unknown: permissions.length - kept.length };
  });
  const form = useForm<RoleValues>({
    resolver: zodResolver(roleSchema(creating)),
    defaultValues: { code: role?.code ?? '', name: role?.name ?? '', rights: start.rights },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  /** Set from the first click until the answer: a double click saves once. */
  const sending = useRef(false);
  const rights = useWatch({ control: form.control, name: 'rights' });
  const ticked = useMemo(() => new Set(rights), [rights]);
  // One function for the form's life: the matrix rows are memoised on it.
  const onSet = useCallback(
    (keys: readonly string[], on: boolean) =>
      form.setValue('rights', rightsList(withKeys(new Set(form.getValues('rights')), keys, on)), {
        shouldDirty: true,
      }),
    [form],
  );
  const dirty = form.formState.isDirty && created === null;
  const leaveQuestion = useLeaveGuard(dirty);
  useEffect(() => {
    if (created !== null) onDone(created);
  }, [created, onDone]);

  /** Codes are capitals: what is typed is shown (and checked) in capitals. */
  const capitals = (typed: string) => {
    const code = typed.toUpperCase();
    if (code !== typed) form.setValue('code', code, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const send = (values: RoleValues) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    const sent = { code: values.code, name: values.name.trim(), permissions: permissionsOf(new Set(values.rights)) };
    // The contract's save has no create: a new role's code must not be one the list already has.
    const taken = creating && roles.data?.some((one) => one.code === values.code);
    const empty = sent.permissions.length === 0;
    if (taken || empty) {
      sending.current = false;
      if (empty) setRefusal(NO_RIGHTS);
      if (taken) markProblems(form, { code: `Role ${values.code} already exists.` });
      return;
    }
    save.mutate(
      { role: sent, before: role },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          showDoneToast(`Role ${values.code} saved.`);
          onSaved(values.code);
          if (creating) setCreated(values.code);
          else form.reset(values);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          // The server names the role's fields as the contract's body does.
          const { rolesName: code, description: name } = error.fieldErrors ?? {};
          markProblems(form, { ...(code ? { code } : {}), ...(name ? { name } : {}) });
          // A refusal, or a problem with no field of this form to show it beside; the session end and no answer have
          // their own messages.
          if (!error.isSessionOver && !error.isNetwork && !code && !name) setRefusal(error.message);
        },
      },
    );
  };
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {creating ? 'New role' : `Role ${role.code}`}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send, () => setRefusal(null))(event)}
        aria-labelledby="screen-title"
      >
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
            <div style={{ width: '14rem' }}>
              <Field
                form={form}
                name="code"
                id="role-code"
                label="Code"
                maxLength={20}
                help="Capital letters, digits and underscores; users hold the role by this code."
                onChange={capitals}
                className=""
              />
            </div>
          )}
          <div style={{ width: '22rem' }}>
            <Field form={form} name="name" id="role-name" label="Name" maxLength={60} className="" />
          </div>
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
