import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormPage } from '../../../components/form/form-page';
import { RefusalAlert } from '../../../components/form/form-actions';
import { SaveAndBack } from '../../../components/form/save-and-back';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import type { Assignment } from '../../../lib/session/session-types';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import type { AssignmentGroup } from './assignment-options';
import { AssignmentCheckboxes } from './assignment-checkboxes';
import { useSaveUser, type RoleOption } from './user-api';
import { toDraft, toFormValues, type UserFormValues } from './user-form-values';
import { NEW_PASSWORD_NOTE, userNameProblem } from './user-rules';
import type { AdminUser } from './user-types';

interface Props {
  /** The user being changed, or null for a new one. */
  base: AdminUser | null;
  roles: readonly RoleOption[];
  groups: readonly AssignmentGroup[];
  branches: readonly Assignment[];
  onDone: (userName: string | null) => void;
}

/** The save body's fields the server may refuse (the contract's UsrAut names, our branch and assg): the form's. */
const FIELD_OF: Readonly<Record<string, keyof UserFormValues>> = {
  'user.usrName': 'userName',
  'user.roleName': 'rCode',
  branch: 'branch',
  assg: 'assg',
};

/**
 * A new user (name, role, branch, access and assignments; the password is the user name) or an existing one's role,
 * branch, access and assignments.
 */
export function UserForm({ base, roles, groups, branches, onDone }: Props) {
  const creating = base === null;
  const save = useSaveUser();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const form = useForm<UserFormValues>({ defaultValues: toFormValues(base, groups, branches[0]?.code ?? '') });
  const { errors, isDirty, isSubmitting } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty && savedName === null);
  useEffect(() => {
    if (savedName !== null) onDone(savedName);
  }, [savedName, onDone]);

  const saveValid = async (values: UserFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      const user = toDraft(values, groups);
      await save.mutateAsync({ user, creating });
      showDoneToast(creating ? `User ${user.userName} created.` : `User ${user.userName} saved.`);
      setSavedName(user.userName);
    } catch (failure) {
      const error = toApiError(failure);
      const fieldErrors = Object.entries(error.fieldErrors ?? {}).flatMap(([field, message]) => {
        const name = FIELD_OF[field];
        return name ? [[name, message] as const] : [];
      });
      for (const [field, message] of fieldErrors) form.setError(field, { message });
      if (fieldErrors.length === 0 && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };

  return (
    <FormPage
      title={creating ? 'New user' : `Edit user ${base.userName}`}
      maxWidth="40rem"
      onSubmit={(event) => form.handleSubmit(saveValid)(event)}
      after={leaveQuestion}
    >
      <RefusalAlert text={refusal} />
      {creating && (
        <Field
          id="user-name"
          label="User name"
          autoComplete="off"
          form={form}
          name="userName"
          rules={{ validate: (value) => userNameProblem(value) ?? true }}
        />
      )}
      <Field
        id="user-role"
        label="Role"
        form={form}
        name="rCode"
        rules={{ required: 'Choose a role.' }}
        choose="Choose a role"
        options={roles.map((role) => ({ value: role.code, label: `${role.name} (${role.code})` }))}
      />
      <Field
        id="user-branch"
        label="Branch"
        form={form}
        name="branch"
        rules={{ required: 'Choose a branch.' }}
        choose={null}
        options={branches.map((branch) => ({ value: branch.code, label: `${branch.detail} (${branch.code})` }))}
      />
      <Form.Check
        className="mb-2"
        type="switch"
        id="user-web"
        label="Free web use"
        aria-describedby="user-free-help"
        {...form.register('web')}
      />
      <Form.Check
        className="mb-1"
        type="switch"
        id="user-mobile"
        label="Free mobile use"
        aria-describedby="user-free-help"
        {...form.register('mobile')}
      />
      {/* The server's WebFreeEnable and MobileFreeEnable: it keeps them for the licence and signs a user in without
            them. */}
      <p id="user-free-help" className="form-text mb-3">
        Kept for the licence; every user who is not blocked can sign in, with or without these.
      </p>
      {creating && (
        <p className="form-text mb-3" id="user-password-note">
          {NEW_PASSWORD_NOTE}
        </p>
      )}
      <AssignmentCheckboxes groups={groups} registration={form.register('assg')} error={errors.assg?.message} />
      <SaveAndBack saving={save.isPending || isSubmitting} onBack={() => onDone(null)} />
    </FormPage>
  );
}
