import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first; returns the question to render. `onLeave`: the user chose to lose
 * them (drop the draft).
 */
export function useLeaveGuard(dirty: boolean, onLeave?: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      text="Your changes on this form are not saved. Leave and lose them?"
      confirmLabel="Leave"
      onConfirm={() => {
        onLeave?.();
        blocker.proceed();
      }}
      onCancel={() => blocker.reset()}
    />
  );
}
