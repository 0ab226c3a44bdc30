import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useResetPassword } from './user-api';

/**
 * Resets a user's password as the server does it: to the user name (no password is typed here or sent). The user
 * signs in with it and changes it on their profile; the server's refusal shows in the dialog.
 */
export function ResetPasswordDialog({ userName, onClose }: { userName: string; onClose: () => void }) {
  const reset = useResetPassword();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      await reset.mutateAsync(userName);
      showDoneToast(`Password of ${userName} reset to the user name.`);
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="reset-password-title" centered>
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
        <p className="mb-0">
          The password of {userName} becomes the user name, <strong>{userName}</strong>. Tell them to sign in with it
          and change it at once (user menu, Profile, Change password).
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <LoadingButton type="button" loading={reset.isPending} loadingText="Resetting" onClick={() => void confirm()}>
          Reset password
        </LoadingButton>
      </Modal.Footer>
    </Modal>
  );
}
