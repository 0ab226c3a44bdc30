import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { InputField } from '../../../../components/form/controlled-fields';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { visitorInProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { Visitor } from '../../domain/visitor-types';
import { byField, fieldProblemsOf, nowOf, useDeskWrite } from '../shared/desk-api';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { PersonSelect } from '../shared/person-select';

/** Lets a visitor in: who, their phone, why, whom they meet and when they came; a visitor already in is refused. */
export function VisitorInForm({
  today,
  people,
  onDone,
}: {
  today: readonly Visitor[];
  people: readonly DeskPerson[];
  onDone: () => void;
}) {
  const id = useId();
  const [initial] = useState(() => ({ name: '', phone: '', purpose: '', meets: '', inTime: nowOf(), badgeNo: '' }));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [finished, setFinished] = useState(false);
  const save = useDeskWrite(FD_ROUTES.saveVisitor);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<typeof draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found = byField(visitorInProblems(draft, today));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: draft, traCheck: 1 };
      try {
        const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(`Visitor ${String(saved.seq ?? '')} is in.`);
        setFinished(true);
      } catch (error) {
        const fields = fieldProblemsOf(error);
        if (!fields) throw error;
        setProblems(fields);
      }
    });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        Visitor in
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '48rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-name`}
            label="Visitor’s name"
            value={draft.name}
            onChange={(name) => set({ name })}
            error={problems.name}
          />
          <InputField
            id={`${id}-phone`}
            label="Phone"
            type="tel"
            value={draft.phone}
            onChange={(phone) => set({ phone })}
            error={problems.phone}
          />
        </div>
        <InputField
          id={`${id}-purpose`}
          label="Purpose"
          value={draft.purpose}
          onChange={(purpose) => set({ purpose })}
          error={problems.purpose}
        />
        <PersonSelect
          id={`${id}-meets`}
          label="Whom they meet"
          people={people}
          kinds={['STAFF', 'STUDENT']}
          value={draft.meets}
          onChange={(meets) => set({ meets })}
          error={problems.meets}
        />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-in`}
            label="Time in"
            type="time"
            value={draft.inTime}
            onChange={(inTime) => set({ inTime })}
            error={problems.inTime}
          />
          <InputField
            id={`${id}-badge`}
            label="Badge number"
            value={draft.badgeNo}
            onChange={(badgeNo) => set({ badgeNo })}
          />
        </div>
        <FormActions canSave={allowed('create')} saving={saving} onBack={onDone} saveLabel="Let in" />
      </Form>
      {leaveQuestion}
    </section>
  );
}
