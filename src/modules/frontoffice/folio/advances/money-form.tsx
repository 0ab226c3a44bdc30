import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { toApiError } from '../../../../lib/api/api-error';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { FolioLine } from '../../domain/stay-types';
import type { OpenStay } from '../../domain/shared-endpoints';
import { MODE_LABELS, MONEY_MODES } from '../domain/folio-types';
import { useMoveMoney } from '../folio-api';
import { Field } from '../../../../components/form/field';
import { TitledForm } from '../../../../components/form/titled-form';
import { useBusy } from '../parts/use-busy';
import { emptyMoney, moneySchema, toMoneyInput, type MoneyValues } from './money-form-values';

interface Props {
  kind: 'ADVANCE' | 'REFUND';
  stay: OpenStay;
  /** A refund's limit: the stay's unused credit, in paise. */
  maxPaise: number | null;
  /** Saved: the folio line written (an advance's receipt may then be printed). */
  onSaved: (line: FolioLine) => void;
}

const MODE_OPTIONS = MONEY_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

/**
 * An advance received against an in-house stay, or refunded from its unused credit: mode, amount, narration; saved
 * once.
 */
export function MoneyForm({ kind, stay, maxPaise, onSaved }: Props) {
  const form = useForm<MoneyValues>({ resolver: zodResolver(moneySchema(maxPaise)), defaultValues: emptyMoney });
  const move = useMoveMoney(kind);
  const attempt = useSaveAttemptKey();
  const busy = useBusy();
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const id = kind === 'ADVANCE' ? 'advance' : 'refund';

  const submit = form.handleSubmit((values) => {
    if (!busy.start()) return;
    setRefusal(null);
    const body = toMoneyInput(stay.stayNo, values);
    move.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSettled: busy.done,
        onSuccess: (answer) => {
          attempt.saved();
          form.reset(emptyMoney);
          showDoneToast(`${kind === 'ADVANCE' ? 'Advance receipt' : 'Refund'} ${answer.seq} saved.`);
          onSaved(answer.line);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <TitledForm
      title={kind === 'ADVANCE' ? 'Receive an advance' : 'Refund an advance'}
      onSubmit={submit}
      className="mb-4"
      maxWidth="40rem"
    >
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="row g-2">
        <div className="col-6 col-sm-3">
          <Field
            form={form}
            name="mode"
            id={`${id}-mode`}
            label={kind === 'ADVANCE' ? 'Received in' : 'Paid back in'}
            options={MODE_OPTIONS}
          />
        </div>
        <div className="col-6 col-sm-3">
          <Field form={form} name="amount" id={`${id}-amount`} label="Amount" type="money" />
        </div>
        <div className="col-12 col-sm-6">
          <Field form={form} name="narration" id={`${id}-narration`} label="Narration" />
        </div>
      </div>
      <LoadingButton type="submit" loading={move.isPending} variant={kind === 'ADVANCE' ? 'primary' : 'outline-danger'}>
        {kind === 'ADVANCE' ? 'Receive advance' : 'Refund'}
      </LoadingButton>
      {leaveQuestion}
    </TitledForm>
  );
}
