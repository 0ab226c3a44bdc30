import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DialogFrame } from '../../../components/dialog-frame';
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
    <DialogFrame
      title={`Reset the password of ${userName}`}
      titleId="reset-password-title"
      onHide={onClose}
      refusal={refusal}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <LoadingButton type="button" loading={reset.isPending} loadingText="Resetting" onClick={() => void confirm()}>
            Reset password
          </LoadingButton>
        </>
      }
    >
      <p className="mb-0">
        The password of {userName} becomes the user name, <strong>{userName}</strong>. Tell them to sign in with it and
        change it at once (user menu, Profile, Change password).
      </p>
    </DialogFrame>
  );
}
