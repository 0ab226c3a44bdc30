import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';

interface Options {
  /** The document's name in the saved toast: 'Issue', 'Stock transfer'. */
  noun: string;
  /** Where a field the server names sits in the form. */
  formPath: (path: string) => string;
  /** Back to the list: with the number given once saved, with null when the user goes back. */
  onDone: (recordId: string | null) => void;
}

/**
 * The save of a new stock document: a retry with the same body under the same Idempotency-Key, the server's refusals
 * beside the fields they name and as text, and a question before leaving with the input unsaved. Once saved it goes
 * back to the list, after the form no longer guards against leaving.
 */
export function useNewDocumentSave<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState' | 'setError'>,
  { noun, formPath, onDone }: Options,
) {
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && savedId === null);
  useEffect(() => {
    if (savedId !== null) onDone(savedId);
  }, [savedId, onDone]);

  /** A new attempt at saving `body`: the last refusal goes; the answer is the attempt's Idempotency-Key. */
  const startAttempt = (body: unknown): string => {
    setRefusal(null);
    return attempt.keyFor(body);
  };
  /** What the save mutation does with the server's answer. */
  const handlers = {
    onSuccess: (answer: { recordId?: unknown }) => {
      attempt.saved();
      const recordId = String(answer.recordId ?? '');
      showDoneToast(`${noun} ${recordId} saved.`);
      setSavedId(recordId);
    },
    onError: (failure: unknown) => {
      const error = toApiError(failure);
      for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
        form.setError(formPath(path) as Path<T>, { message });
      // A lost connection or an ended session says so itself; what was typed stays.
      if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    },
  };
  return { refusal, leaveQuestion, startAttempt, handlers };
}
