import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { Field } from '../../../components/form/field';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { PASSWORD_RULE, passwordChangeProblems, type PasswordChange } from './password-rules';
import { useChangePassword } from './profile-api';

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' };
/** The server's field names, as the form's. */
const SERVER_FIELDS: Readonly<Record<string, keyof PasswordChange>> = { oldpassword: 'current', newpassword: 'next' };

const resolver: Resolver<PasswordChange> = (values) => {
  const problems = passwordChangeProblems(values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const errors: FieldErrors<PasswordChange> = {};
  for (const [field, message] of Object.entries(problems))
    errors[field as keyof PasswordChange] = { type: 'validate', message };
  return { values: {}, errors };
};

/** The signed-in user changes their own password: the current one, the new one twice; cleared once changed. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PasswordChange>({ defaultValues: EMPTY, resolver });
  const { isDirty, isSubmitting } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty);

  const send = async (values: PasswordChange) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      await change.mutateAsync({ oldpassword: values.current, newpassword: values.next });
      form.reset(EMPTY);
      showDoneToast('Your password is changed. Use the new one next time you sign in.');
    } catch (failure) {
      const error = toApiError(failure);
      const fieldErrors = Object.entries(error.fieldErrors ?? {}).flatMap(([field, message]) => {
        const ours = SERVER_FIELDS[field.toLowerCase()];
        return ours ? [[ours, message] as const] : [];
      });
      for (const [field, message] of fieldErrors) form.setError(field, { message });
      if (fieldErrors.length === 0 && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };

  return (
    <section aria-labelledby="change-password-title" className="card">
      <div className="card-body">
        <h2 id="change-password-title" className="h5 card-title mb-3">
          Change password
        </h2>
        <Form
          noValidate
          onSubmit={(event) => void form.handleSubmit(send)(event)}
          aria-labelledby="change-password-title"
        >
          {refusal && (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          )}
          <Field
            id="password-current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            form={form}
            name="current"
          />
          <Field
            id="password-new"
            label="New password"
            type="password"
            autoComplete="new-password"
            form={form}
            name="next"
          />
          <p className="form-text mt-n2">{PASSWORD_RULE}</p>
          <Field
            id="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            form={form}
            name="confirm"
          />
          <LoadingButton loading={change.isPending || isSubmitting} loadingText="Changing">
            Change password
          </LoadingButton>
        </Form>
      </div>
      {leaveQuestion}
    </section>
  );
}
