import { useEffect, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';

type Body = Readonly<Record<string, unknown>>;

/**
 * A meeting's or a training's save: its values checked first by the form's schema, one save per click with its
 * Idempotency-Key, a toast once saved and then `onDone`; leaving with changes asks first.
 */
export function useEventSave<T extends FieldValues>(form: UseFormReturn<T>, route: string, onDone: () => void) {
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(route);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  /** The form's submit: the body sent for the checked values, and the toast (given the number the server answers). */
  const submitWith =
    (bodyOf: (values: T) => Body, done: (seq: unknown) => string) => (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit((values) =>
        submit(async () => {
          const body = bodyOf(values);
          const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
          attempt.saved();
          showDoneToast(done(saved.seq));
          setFinished(true);
        }),
      )(event);
  return { submitWith, saving, failure, leaveQuestion };
}
