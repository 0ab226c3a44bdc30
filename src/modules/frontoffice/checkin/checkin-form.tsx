import { addDays, format, parseISO } from 'date-fns';
import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import type { Reservation, StayKind } from '../domain/stay-types';
import { AdvanceSection } from './advance-section';
import { useSaveCheckin } from './checkin-api';
import {
  checkinResolver,
  emptyCheckin,
  guestValuesOf,
  emptyGuest,
  toCheckinInput,
  type CheckinValues,
} from './checkin-form-values';
import { roomRefusal } from './domain/checkin-rules';
import { expectedRoomRate } from './domain/checkin-tariff';
import type { CheckinAnswer, CheckinRequirements } from './domain/checkin-types';
import { Field } from '../../../components/form/field';
import { GuestFields } from './guest-fields';
import { GuestSearch } from './guest-search';
import { StaySection } from './stay-section';
import { TariffSection } from './tariff-section';

interface Props {
  kind: StayKind;
  requirements: CheckinRequirements;
  askedRoom: string;
  askedReservation: string;
  onCheckedIn: (answer: CheckinAnswer) => void;
}

const SUBMIT: Record<StayKind, string> = {
  GUEST: 'Check in',
  QUICK: 'Quick check-in',
  HOUSE: 'Check in the house guest',
};

function startingValues(
  requirements: CheckinRequirements,
  askedRoom: string,
  reservation: Reservation | undefined,
): CheckinValues {
  const next = format(addDays(parseISO(requirements.hotelDate), 1), 'yyyy-MM-dd');
  const values = emptyCheckin(
    askedRoom || reservation?.room || '',
    reservation && reservation.departure > requirements.hotelDate ? reservation.departure : next,
  );
  if (!reservation) return values;
  return {
    ...values,
    reservationId: reservation.reservationId,
    adults: String(reservation.adults || 1),
    children: String(reservation.children),
    mealPlan: reservation.mealPlan || 'EP',
    billTo: reservation.billTo,
    guest: { ...emptyGuest(), name: reservation.guestName, mobile: reservation.mobile },
  };
}

/**
 * A check-in (full, quick or house guest): the guest found or new, the room, party and dates, the tariff and advance;
 * every problem beside its field by the same rules the backend runs; one check-in per click (Idempotency-Key).
 */
export function CheckinForm({ kind, requirements, askedRoom, askedReservation, onCheckedIn }: Props) {
  const reservation = requirements.reservations.find((row) => row.reservationId === askedReservation);
  const resolver = useMemo(() => checkinResolver(kind, requirements), [kind, requirements]);
  const form = useForm<CheckinValues>({
    resolver,
    defaultValues: startingValues(requirements, askedRoom, reservation),
  });
  const { can } = usePermissions();
  const mayChangeRate = can(withTransaction(FRONT_OFFICE.checkIn.code!, 'modify'));
  const save = useSaveCheckin();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !saving);
  const [roomNo, reservationId, guestId] = useWatch({
    control: form.control,
    name: ['room', 'reservationId', 'guest.guestId'],
  });
  const chosenReservation = requirements.reservations.find((row) => row.reservationId === reservationId);
  const category = requirements.categories.find(
    (row) => row.code === requirements.rooms.find((room) => room.roomNo === roomNo)?.category,
  );
  const expected = expectedRoomRate(category, chosenReservation?.roomRate);
  const askedProblem = askedRoom
    ? roomRefusal(
        askedRoom,
        requirements.rooms.find((room) => room.roomNo === askedRoom),
      )
    : null;

  // A new room category or reservation brings its rate.
  useEffect(() => {
    if (kind !== 'HOUSE') form.setValue('roomRate', expected ? String(expected) : '');
  }, [expected, kind, form]);

  const chooseReservation = (id: string) => {
    const chosen = requirements.reservations.find((row) => row.reservationId === id);
    if (!chosen) return;
    const values = startingValues(requirements, chosen.room, chosen);
    for (const field of ['room', 'departure', 'adults', 'children', 'mealPlan', 'billTo', 'guest'] as const)
      form.setValue(field, values[field], { shouldDirty: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    submit(async () => {
      const body = toCheckinInput(kind, values);
      try {
        const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        onCheckedIn(answer);
      } catch (error) {
        const problem = toApiError(error);
        for (const [path, message] of Object.entries(problem.fieldErrors ?? {}))
          form.setError(path as Path<CheckinValues>, { message });
        throw error;
      }
    }),
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} style={{ maxWidth: '64rem' }}>
      {askedProblem && <Alert variant="warning">{askedProblem}</Alert>}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {kind !== 'HOUSE' && requirements.reservations.length > 0 && (
        <div style={{ maxWidth: '28rem' }}>
          <Field
            form={form}
            name="reservationId"
            label="Reservation (arriving today)"
            options={[
              { value: '', label: 'A walk-in, no reservation' },
              ...requirements.reservations.map((row) => ({
                value: row.reservationId,
                label: `${row.reservationId} — ${row.guestName}${row.room ? `, room ${row.room}` : `, ${row.category}`}`,
              })),
            ]}
            choose={null}
            onChange={chooseReservation}
          />
        </div>
      )}
      <GuestSearch
        chosen={guestId}
        onChoose={(guest) => form.setValue('guest', guest ? guestValuesOf(guest) : emptyGuest(), { shouldDirty: true })}
      />
      <GuestFields form={form} detail={kind === 'GUEST' ? 'full' : 'short'} />
      <StaySection
        form={form}
        kind={kind}
        requirements={requirements}
        askedRoom={askedRoom}
        arrivalText={`${formatDate(requirements.hotelDate)} ${format(new Date(), 'HH:mm')}`}
      />
      {kind === 'HOUSE' ? (
        <div style={{ maxWidth: '36rem' }}>
          <Field
            form={form}
            name="complimentary"
            label="Why the stay is free"
            type="textarea"
            help="Complimentary or staff use: e.g. the owner's guest, staff on night duty. No nights are charged."
          />
        </div>
      ) : (
        <>
          <TariffSection
            form={form}
            requirements={requirements}
            expectedRate={expected}
            mayChangeRate={mayChangeRate}
          />
          <AdvanceSection form={form} />
        </>
      )}
      <LoadingButton type="submit" loading={saving} loadingText="Checking in">
        {SUBMIT[kind]}
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
