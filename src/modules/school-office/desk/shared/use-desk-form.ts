import { useEffect, useState } from 'react';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { DeskProblem } from '../../domain/desk-rules';
import { byField, fieldProblemsOf, useDeskWrite } from './desk-api';

/**
 * A desk log form's draft and save: the rules checked first (problems beside their fields), then one save per click
 * with its Idempotency-Key; a refusal naming a field is shown beside it, any other above the form, and the draft
 * stays. Leaving with changes asks first; `onDone` runs once saved.
 */
export function useDeskForm<T extends object>(route: string, initial: T, onDone: () => void) {
  const [start] = useState(initial);
  const [draft, setDraft] = useState(start);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [finished, setFinished] = useState(false);
  const save = useDeskWrite(route);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(start));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<T>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = (
    found: readonly DeskProblem[],
    body: Readonly<Record<string, unknown>>,
    done: (seq: string) => string,
  ) => {
    const fields = byField(found);
    setProblems(fields);
    if (Object.keys(fields).length > 0) return;
    void submit(async () => {
      try {
        const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(done(String(saved.seq ?? '')));
        setFinished(true);
      } catch (error) {
        const named = fieldProblemsOf(error);
        if (!named) throw error;
        setProblems(named);
      }
    });
  };
  return { draft, set, problems, send, saving, failure, leaveQuestion };
}
