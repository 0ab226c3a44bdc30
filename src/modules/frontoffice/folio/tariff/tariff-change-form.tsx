import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { Folio } from '../../domain/stay-types';
import { slotFor } from '../../domain/tariff';
import type { TariffRequirements } from '../domain/folio-types';
import { useTariffChange } from '../folio-api';
import { Field } from '../../../../components/form/field';
import { useBusy } from '../parts/use-busy';
import { mealPlanOptions } from '../../domain/meal-plan-options';
import { tariffDefaults, tariffSchema, toTariffInput, type TariffValues } from './tariff-form-values';

/**
 * A new tariff from a night on (not before the hotel date, not on a night already charged): room rate, meal plan and
 * extra beds, with the reason. Earlier nights keep their slot; the server checks the same and names what is wrong.
 */
export function TariffChangeForm({ folio, requirements }: { folio: Folio; requirements: TariffRequirements }) {
  const { stay } = folio;
  const current = slotFor(stay.slots, requirements.hotelDate);
  const form = useForm<TariffValues>({
    resolver: zodResolver(tariffSchema(requirements.hotelDate)),
    defaultValues: tariffDefaults(requirements.hotelDate, current),
  });
  const change = useTariffChange();
  const attempt = useSaveAttemptKey();
  const busy = useBusy();
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit((values) => {
    if (!busy.start()) return;
    setRefusal(null);
    const body = toTariffInput(stay.stayNo, values);
    change.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSettled: busy.done,
        onSuccess: () => {
          attempt.saved();
          form.reset({ ...values, reason: '' });
          showDoneToast(`Room ${stay.room}'s tariff changed from ${formatDate(values.from)}.`);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Change the tariff"
      style={{ maxWidth: '40rem' }}
    >
      {leaveQuestion}
      {current && (
        <p>
          {`Now: ${formatMoney(toPaise(current.roomRate))} a night${current.mealPlan ? `, ${current.mealPlan} ${formatMoney(toPaise(current.mealRate))}` : ', room only'}${current.extraBeds ? `, ${current.extraBeds} extra bed(s)` : ''}, from ${formatDate(current.from)}.`}
        </p>
      )}
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="row g-2">
        <div className="col-6 col-sm-4">
          <Field form={form} name="from" id="tariff-from" label="From the night of" type="date" />
        </div>
        <div className="col-6 col-sm-4">
          <Field form={form} name="roomRate" id="tariff-rate" label="Room rate per night" type="money" />
        </div>
        <div className="col-6 col-sm-4">
          <Field form={form} name="extraBeds" id="tariff-beds" label="Extra beds" type="number" />
        </div>
        <div className="col-6 col-sm-12">
          <Field
            form={form}
            name="mealPlan"
            id="tariff-plan"
            label="Meal plan"
            choose="None (room only)"
            options={mealPlanOptions(requirements.mealPlans)}
          />
        </div>
        <div className="col-12">
          <Field form={form} name="reason" id="tariff-reason" label="Reason" />
        </div>
      </div>
      <LoadingButton type="submit" loading={change.isPending}>
        Change tariff
      </LoadingButton>
    </Form>
  );
}
