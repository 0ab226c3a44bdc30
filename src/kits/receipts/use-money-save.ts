import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSaveAttemptKey } from '../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../engine/use-screen-permission';
import { toApiError } from '../../lib/api/api-error';
import { dataProvider } from '../../lib/api/data-provider';
import { useRepeatSubmit } from '../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../lib/messages/messages';
import { useCloseOnceSaved } from './use-close-once-saved';

/** Writes a body with its Idempotency-Key; the answer carries the number the server gave. */
type Write<B> = (body: B, idempotencyKey: string) => Promise<Readonly<Record<string, unknown>>>;

interface CloseOptions<B> {
  write: Write<B>;
  /** The toast once saved, from the number given ("Advance ADVO2627_000001 saved."). */
  toast: (seq: string) => string;
  onDone: () => void;
}

/**
 * The save of a payment or advance that goes back to the list once saved: one save at a time, a retry with the same
 * values under the same Idempotency-Key; the server's refusals beside the fields they name and as text, with the input
 * kept; leaving with the input unsaved asks first.
 */
export function useSaveAndClose<T extends FieldValues, B>(form: UseFormReturn<T>, options: CloseOptions<B>) {
  const { write, toast, onDone } = options;
  const attempt = useSaveAttemptKey();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { leaveQuestion, closeOnceSaved } = useCloseOnceSaved(form.formState.isDirty, onDone);
  const send = async (values: T, body: B) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      const answer = await write(body, attempt.keyFor(body));
      attempt.saved();
      showDoneToast(toast(String(answer.seq ?? '')));
      closeOnceSaved();
    } catch (failure) {
      busy.current = false;
      const error = toApiError(failure);
      for (const [path, message] of Object.entries(error.fieldErrors ?? {}))
        if (path in values) form.setError(path as Path<T>, { message });
      // Without a connection or a session the app says so itself.
      if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    }
  };
  return { send, refusal, leaveQuestion };
}

interface PrintOptions<B> {
  write: Write<B>;
  /** The endpoint that prints a receipt by its number. */
  print: string;
  /** Input is typed that leaving would lose (until it is saved). */
  unsaved: boolean;
  onSaved: (receiptNo: string, printed: boolean) => void;
}

/**
 * The save of a receipt that is printed once saved (where the user may print): one save at a time, a retry with the
 * same values under the same Idempotency-Key; a failure's words shown with the input kept; leaving with the input
 * unsaved asks first.
 */
export function useSaveAndPrint<B>({ write, print, unsaved, onSaved }: PrintOptions<B>) {
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const [finished, setFinished] = useState<{ receiptNo: string; printed: boolean } | null>(null);
  const leaveQuestion = useLeaveGuard(!finished && unsaved);
  // Moves on once the form no longer guards against leaving (a render after the save): the guard is set up first.
  useEffect(() => {
    if (finished) onSaved(finished.receiptNo, finished.printed);
  }, [finished, onSaved]);
  /** Saves the body `build` gives (null: nothing to save yet). */
  const send = (build: () => B | null) =>
    submit(async () => {
      const body = build();
      if (!body) return;
      const answer = await write(body, attempt.keyFor(body));
      attempt.saved();
      const receiptNo = String(answer.seq ?? '');
      showDoneToast(`Receipt ${receiptNo} saved.`);
      const printed =
        allowed('print') &&
        (await dataProvider.action(print, receiptNo).then(
          () => true,
          () => false,
        ));
      setFinished({ receiptNo, printed });
    });
  return { send, saving, failure, leaveQuestion, saveLabel: allowed('print') ? 'Save and print' : 'Save' };
}
