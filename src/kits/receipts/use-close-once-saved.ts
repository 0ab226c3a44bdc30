import { useCallback, useEffect, useState } from 'react';
import { useLeaveGuard } from '../../engine/form/use-leave-guard';

/**
 * A form that closes once saved: leaving with the input unsaved asks first, and `closeOnceSaved` moves on. It goes
 * back a render after the save, once the form no longer guards against leaving: the guard is set up first.
 */
export function useCloseOnceSaved(unsaved: boolean, onDone: () => void) {
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(unsaved && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);
  const closeOnceSaved = useCallback(() => setSaved(true), []);
  return { leaveQuestion, closeOnceSaved };
}
