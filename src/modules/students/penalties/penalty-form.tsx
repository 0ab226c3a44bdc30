import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { markProblems } from '../../../components/form/rule-checks';
import { TitledForm } from '../../../components/form/titled-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { penaltyAmount, type PenaltyRequirements } from '../domain/penalty-rules';
import { STU_ROUTES } from '../domain/stu-routes';
import { usePenaltyWrite } from './penalties-api';
import { daysOf, EMPTY_PENALTY, penaltySchema, type PenaltyValues } from './penalty-form-values';

/**
 * The field a backend refusal belongs beside (the pupil, the penalty or the days), else null: shown above the button.
 */
function fieldOfRefusal(message: string): keyof PenaltyValues | null {
  if (/pupil/i.test(message)) return 'admissionNo';
  if (/days/i.test(message)) return 'days';
  return /penalty/i.test(message) ? 'penalty' : null;
}

/**
 * Gives a pupil a penalty of the master (amount × days when per day): it posts a PENALTY charge to the pupil's fee
 * ledger.
 */
export function PenaltyForm({ requirements }: { requirements: PenaltyRequirements }) {
  const id = useId();
  const form = useForm<PenaltyValues>({
    resolver: zodResolver(penaltySchema(requirements.penalties)),
    defaultValues: EMPTY_PENALTY,
  });
  // A refusal shown beside its field is not repeated above the button.
  const [refusedBeside, setRefusedBeside] = useState(false);
  const save = usePenaltyWrite(STU_ROUTES.givePenalty);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const [penalty, typedDays] = useWatch({ control: form.control, name: ['penalty', 'days'] });
  const head = requirements.penalties.find((one) => one.code === penalty);
  const days = daysOf({ penalty, days: typedDays }, requirements.penalties);
  const send = form.handleSubmit(
    (values) => {
      setRefusedBeside(false);
      return submit(async () => {
        const body = {
          header: {
            admissionNo: values.admissionNo,
            penalty: values.penalty,
            days: daysOf(values, requirements.penalties),
            remarks: values.remarks.trim(),
          },
          traCheck: 1,
        };
        let answer;
        try {
          answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        } catch (error) {
          const message = error instanceof Error ? error.message : '';
          const field = fieldOfRefusal(message);
          if (field) {
            setRefusedBeside(true);
            markProblems(form, { [field]: message });
          }
          throw error;
        }
        attempt.saved();
        showDoneToast(`Penalty ${String(answer.seq ?? '')} given.`);
        form.reset(EMPTY_PENALTY);
      });
    },
    () => setRefusedBeside(false),
  );
  const amount =
    head && (!head.perDay || (Number.isInteger(days) && days > 0)) ? formatMoney(penaltyAmount(head, days)) : null;
  return (
    <TitledForm title="Give a penalty" onSubmit={send} className="mb-4" maxWidth="40rem">
      <RefusalAlert text={refusedBeside ? null : failure} />
      <Field
        form={form}
        name="admissionNo"
        id={`${id}-pupil`}
        label="Pupil"
        options={requirements.pupils.map((one) => ({
          value: one.admissionNo,
          label: `${one.name}, ${one.classCode} (${one.admissionNo})`,
        }))}
      />
      <Field
        form={form}
        name="penalty"
        id={`${id}-penalty`}
        label="Penalty"
        options={requirements.penalties.map((one) => ({
          value: one.code,
          label: `${one.reason}: ${formatMoney(penaltyAmount(one, 1))}${one.perDay ? ' a day' : ''}`,
        }))}
      />
      {head?.perDay && <Field form={form} name="days" id={`${id}-days`} label="Days" type="number" />}
      <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
      {amount && <p aria-live="polite">Amount: {amount}</p>}
      <LoadingButton loading={saving} loadingText="Saving">
        Give penalty
      </LoadingButton>
      {leaveQuestion}
    </TitledForm>
  );
}
