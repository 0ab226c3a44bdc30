import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { markProblems } from '../../../../components/form/rule-checks';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { fieldProblemsOf, useDeskWrite } from './desk-api';

type Body = Readonly<Record<string, unknown>>;

/**
 * A desk log save: one per click with its Idempotency-Key. A refusal naming a field the form holds (or `fallback`) is
 * shown beside it, any other above the form (`failure`); the input stays either way.
 */
export function useDeskSave(route: string) {
  const save = useDeskWrite(route);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = <T extends FieldValues>(
    form: UseFormReturn<T>,
    body: Body,
    saved: (seq: string) => void,
    fallback?: Path<T>,
  ) =>
    submit(async () => {
      try {
        const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        saved(String(answer.seq ?? ''));
      } catch (error) {
        const named = fieldProblemsOf(error);
        const held = new Set(Object.keys(form.getValues()));
        // A field the form does not show would hide the refusal: it is said above the form instead.
        if (!named || !(fallback || Object.keys(named).some((field) => held.has(field.split('.')[0]!)))) throw error;
        markProblems(form, named, fallback);
      }
    });
  return { send, saving, failure };
}

/**
 * A desk log form's save, its values checked first by the form's schema (problems beside their fields); leaving with
 * changes asks first; `onDone` runs once saved.
 */
export function useDeskForm<T extends FieldValues>(form: UseFormReturn<T>, route: string, onDone: () => void) {
  const [finished, setFinished] = useState(false);
  const { send, saving, failure } = useDeskSave(route);
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  /** The form's submit: the body sent for its checked values, and the toast once saved (the record's number given). */
  const submitWith =
    (bodyOf: (values: T) => Body, done: (seq: string, values: T) => string) => (event: BaseSyntheticEvent) =>
      void form.handleSubmit((values) =>
        send(form, bodyOf(values), (seq) => {
          showDoneToast(done(seq, values));
          setFinished(true);
        }),
      )(event);
  return { submitWith, saving, failure, leaveQuestion };
}
