import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { Field } from '../../../components/form/field';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useResetPassword } from './user-api';
import { PASSWORD_RULE, passwordProblem } from './user-rules';

interface Values {
  password: string;
  confirm: string;
}

/** Gives a user a new password (typed twice, never shown back); the server's refusal shows in the dialog. */
export function ResetPasswordDialog({ userName, onClose }: { userName: string; onClose: () => void }) {
  const reset = useResetPassword();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { password: '', confirm: '' } });

  const saveValid = async ({ password }: Values) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      await reset.mutateAsync({ userName, password });
      showDoneToast(`Password of ${userName} reset.`);
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      const fieldMessage = error.fieldErrors?.password;
      if (fieldMessage) form.setError('password', { message: fieldMessage });
      else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="reset-password-title" centered>
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(saveValid)(event)}
        aria-labelledby="reset-password-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="reset-password-title" className="h5">
            Reset the password of {userName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {refusal && (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          )}
          <Field
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            form={form}
            name="password"
            rules={{ validate: (value) => passwordProblem(value) ?? true }}
          />
          <p className="form-text mt-n2">{PASSWORD_RULE}</p>
          <Field
            id="reset-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            form={form}
            name="confirm"
            rules={{
              validate: (value, values) => value === values.password || 'The two passwords are not the same.',
            }}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton loading={reset.isPending} loadingText="Saving">
            Reset password
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
