import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveAttemptKey } from '../../engine/form/save-attempt-key';
import { toApiError } from '../../lib/api/api-error';
import type { SaveAnswer } from '../../lib/api/data-provider';
import { showDoneToast } from '../../lib/messages/messages';

type SaveMutation<Body> = UseMutationResult<
  SaveAnswer & Record<string, unknown>,
  Error,
  { body: Body; idempotencyKey?: string }
>;

/**
 * The save of a new document that goes back to the list once saved (an enquiry, a quotation): one save at a time, a
 * retry with the same body under the same Idempotency-Key; the server's refusal as text, the input kept.
 */
export function useSaveAndBack<Body>(save: SaveMutation<Body>, toast: (seq: string) => string, onDone: () => void) {
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Saves the body `build` makes of the values checked. */
  const send = (build: () => Body) => {
    if (save.isPending) return;
    setRefusal(null);
    const body = build();
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(toast(String(answer.seq ?? '')));
          onDone();
        },
        onError: (failure) => {
          const error = toApiError(failure);
          // Without a connection or a session the app says so itself.
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };
  return { send, refusal };
}
