import { addDays, format, parseISO } from 'date-fns';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { showDoneToast } from '../../../lib/messages/messages';
import { mealPlanOptions } from '../domain/meal-plan-options';
import { plannedNights } from '../domain/tariff';
import { BillToField } from '../checkin/bill-to-field';
import type { ReservationRequirements, ReservationRow } from './domain/panel-types';
import { nightsText } from './domain/room-states';
import { useSaveReservation } from './panel-api';
import { Field } from '../../../components/form/field';
import {
  newValues,
  rateText,
  reservationResolver,
  toInput,
  valuesOf,
  type ReservationValues,
} from './reservation-values';
import { useSingleFlight } from './use-single-flight';

interface Props {
  requirements: ReservationRequirements;
  /** The reservation modified; none for a new one. */
  existing?: ReservationRow;
  /** A new reservation for this room (from the room panel). */
  roomNo?: string;
  onDone: () => void;
}

const FIELDS = [
  'guestName',
  'mobile',
  'category',
  'room',
  'arrival',
  'departure',
  'adults',
  'children',
  'mealPlan',
  'roomRate',
  'billTo',
  'remarks',
] as const;

/**
 * A reservation typed or changed: room or category only, dates, guests, meal plan, rate (the category's tariff unless
 * typed), bill to.
 */
export function ReservationForm({ requirements, existing, roomNo = '', onDone }: Props) {
  const nextDay = format(addDays(parseISO(requirements.hotelDate), 1), 'yyyy-MM-dd');
  const start = useMemo(
    () => (existing ? valuesOf(existing) : newValues(requirements, roomNo, nextDay)),
    [existing, requirements, roomNo, nextDay],
  );
  const reservationId = existing?.reservationId ?? '';
  const form = useForm<ReservationValues>({
    defaultValues: start,
    resolver: reservationResolver(requirements.hotelDate, existing?.arrival ?? null, reservationId),
  });
  const save = useSaveReservation();
  const attempt = useSaveAttemptKey();
  const flight = useSingleFlight();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !finished);
  const [category, room, arrival, departure] = useWatch({
    control: form.control,
    name: ['category', 'room', 'arrival', 'departure'],
  });

  // A new category: its tariff, unless the rate was typed; a room of another category is let go.
  const previousCategory = useRef(category);
  useEffect(() => {
    if (previousCategory.current === category) return;
    previousCategory.current = category;
    const tariff = requirements.categories.find((one) => one.code === category)?.baseTariff;
    if (tariff !== undefined && !form.getFieldState('roomRate').isDirty) form.setValue('roomRate', rateText(tariff));
    const chosen = requirements.rooms.find((one) => one.roomNo === form.getValues('room'));
    if (chosen && chosen.category !== category) form.setValue('room', '');
  }, [category, requirements, form]);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);

  const rooms = requirements.rooms
    .filter((one) => one.category === category)
    .map((one) => ({ value: one.roomNo, label: `${one.roomNo} (floor ${one.floor})` }));
  const nights = /^\d{4}-\d{2}-\d{2}$/.test(arrival) && departure > arrival ? plannedNights(arrival, departure) : 0;

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    const input = toInput(values, reservationId);
    void flight.run(
      async () => {
        const answer = await save.mutateAsync({
          input,
          traCheck: existing ? 2 : 1,
          idempotencyKey: attempt.keyFor(input),
        });
        attempt.saved();
        showDoneToast(`Reservation ${String(answer.seq ?? reservationId)} ${existing ? 'changed' : 'saved'}.`);
        setFinished(true);
      },
      (error) => {
        const fields = Object.entries(error.fieldErrors ?? {}).filter(([name]) =>
          (FIELDS as readonly string[]).includes(name),
        );
        for (const [name, message] of fields) form.setError(name as (typeof FIELDS)[number], { message });
        if (fields.length === 0 && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
      },
    );
  });

  return (
    <section aria-labelledby="fo-rsv-form-title">
      <h2 id="fo-rsv-form-title" className="h5 mb-3">
        {existing ? `Modify reservation ${existing.reservationId}` : 'New reservation'}
      </h2>
      <Form noValidate onSubmit={(event) => void submit(event)} style={{ maxWidth: '48rem' }}>
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        <div className="row">
          <Field
            id="fo-rsv-guestName"
            form={form}
            name="guestName"
            label="Guest name"
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-mobile"
            form={form}
            name="mobile"
            label="Mobile"
            type="tel"
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-category"
            form={form}
            name="category"
            label="Room category"
            options={requirements.categories.map((one) => ({ value: one.code, label: one.name }))}
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-room"
            form={form}
            name="room"
            label="Room"
            choose={category ? 'Any room of the category' : 'Choose the category first'}
            options={rooms}
            help={room ? undefined : 'Leave it to hold the category only.'}
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-arrival"
            form={form}
            name="arrival"
            label="Arrival"
            type="date"
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-departure"
            form={form}
            name="departure"
            label="Departure"
            type="date"
            help={nights > 0 ? nightsText(nights) : undefined}
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-adults"
            form={form}
            name="adults"
            label="Adults"
            type="count"
            className="col-6 col-md-3 mb-3"
          />
          <Field
            id="fo-rsv-children"
            form={form}
            name="children"
            label="Children"
            type="count"
            className="col-6 col-md-3 mb-3"
          />
          <Field
            id="fo-rsv-mealPlan"
            form={form}
            name="mealPlan"
            label="Meal plan"
            choose={null}
            options={mealPlanOptions(requirements.mealPlans)}
            className="col-12 col-md-6 mb-3"
          />
          <Field
            id="fo-rsv-roomRate"
            form={form}
            name="roomRate"
            label="Rate per night"
            type="money"
            help="The category's tariff unless you type another."
            className="col-12 col-md-6 mb-3"
          />
          <div className="col-12 col-md-6 mb-3">
            <BillToField form={form} name="billTo" billTo={requirements.billTo} />
          </div>
          <Field id="fo-rsv-remarks" form={form} name="remarks" label="Remarks" className="col-12 mb-3" />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <LoadingButton loading={flight.pending} loadingText="Saving…">
            {existing ? 'Save the changes' : 'Save the reservation'}
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
