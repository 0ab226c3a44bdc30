import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import type { HRD_TIME_CONTRACT } from '../../../lib/contract/hrd-time-contract';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { advanceRefusalField } from '../domain/advance-refusals';
import type { BodyOf } from '../../../lib/contract/contract-route';
import type { PayingAccount } from '../domain/advance-wire';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { advanceSchema, toAdvance, type AdvanceValues } from './advance-form-values';
import { useAdvanceWrite } from './advances-api';

/** The field a refusal's words name, when it is one of this form's (the amount, the cut-off, the account). */
function fieldOfRefusal(message: string): keyof AdvanceValues | null {
  const field = advanceRefusalField(message);
  return field === 'advanceDebit' || field === 'advanceCutOff' || field === 'account' ? field : null;
}

/**
 * Gives the chosen employee an advance: the amount, the monthly cut-off recovered from salaries, the account paid from.
 * `onDirty` says whether something is typed: the screen asks before leaving (one leave guard per screen, as the router
 * keeps one).
 */
export function AdvanceForm({
  empno,
  accounts,
  onDirty,
}: {
  empno: string;
  accounts: readonly PayingAccount[];
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const form = useForm<AdvanceValues>({
    resolver: zodResolver(advanceSchema),
    defaultValues: {
      advanceDebit: '',
      advanceCutOff: '',
      account: accounts.find((one) => one.typ === 'CAS')?.code ?? '',
    },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useAdvanceWrite(HRD_ROUTES.setAdvance);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  // Only the amounts count as typed: the account is chosen for the user.
  const [amount, cutOff] = useWatch({ control: form.control, name: ['advanceDebit', 'advanceCutOff'] });
  const dirty = amount !== '' || cutOff !== '';
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const send = form.handleSubmit(
    (values) => {
      setGeneral(null);
      return submit(async () => {
        // The contract's body: an advance given carries no traCheck.
        const body: BodyOf<typeof HRD_TIME_CONTRACT.setAdvance> = { advance: toAdvance(empno, values) };
        let seq: string;
        try {
          seq = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
        } catch (error) {
          setGeneral(refusalBeside(form, error, fieldOfRefusal));
          return;
        }
        attempt.saved();
        showDoneToast(`Advance ${seq} given.`);
        form.reset({ ...values, advanceDebit: '', advanceCutOff: '' });
      });
    },
    () => setGeneral(null),
  );
  return (
    <Form noValidate onSubmit={(event) => void send(event)} aria-label="Give an advance" style={{ maxWidth: '48rem' }}>
      <h2 className="h5">Give an advance</h2>
      <RefusalAlert text={general} />
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="advanceDebit" id={`${id}-amount`} label="Advance" type="money" />
        <Field
          form={form}
          name="advanceCutOff"
          id={`${id}-cut`}
          label="Monthly cut-off"
          type="money"
          help="Recovered from each month's salary until repaid"
        />
        <Field
          form={form}
          name="account"
          id={`${id}-account`}
          label="Paid from"
          options={accounts.map((one) => ({ value: one.code, label: `${one.detail} (${one.code})` }))}
        />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Give advance
      </LoadingButton>
    </Form>
  );
}
