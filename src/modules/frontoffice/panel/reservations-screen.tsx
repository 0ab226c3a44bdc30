import { addDays, format, parseISO } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import type { ReservationRequirements } from './domain/panel-types';
import { useReservation, useReservationRequirements } from './panel-api';
import { ReservationForm } from './reservation-form';
import { ReservationList } from './reservation-list';

/** The reservation modified (`?record=<id>`): only a booked one can be. */
function ModifyReservation({
  requirements,
  reservationId,
  onDone,
}: {
  requirements: ReservationRequirements;
  reservationId: string;
  onDone: () => void;
}) {
  const reservation = useReservation(reservationId);
  if (reservation.error)
    return <LoadFailed message={toApiError(reservation.error).message} onRetry={() => void reservation.refetch()} />;
  if (reservation.isPending) return <Loading label="Loading the reservation…" />;
  const existing = reservation.data;
  if (!existing) return <Alert variant="warning">{`There is no reservation ${reservationId}.`}</Alert>;
  if (existing.status !== 'BOOKED')
    return <Alert variant="warning">{`Reservation ${reservationId} is no longer booked: it cannot be changed.`}</Alert>;
  return <ReservationForm requirements={requirements} existing={existing} onDone={onDone} />;
}

function Reservations({ requirements }: { requirements: ReservationRequirements }) {
  const [params, setParams] = useSearchParams();
  const allowed = useScreenPermission();
  const record = params.get('record');
  const from = params.get('from') ?? requirements.hotelDate;
  const to = params.get('to') ?? format(addDays(parseISO(requirements.hotelDate), 30), 'yyyy-MM-dd');
  const status = params.get('status') ?? '';
  const change = useCallback(
    (next: Record<string, string | null>) =>
      setParams((previous) => {
        const search = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(next)) {
          if (value === null || value === '') search.delete(name);
          else search.set(name, value);
        }
        return search;
      }),
    [setParams],
  );
  const backToList = useCallback(() => change({ record: null, room: null }), [change]);
  if (record === 'new')
    return allowed('create') ? (
      <ReservationForm requirements={requirements} roomNo={params.get('room') ?? ''} onDone={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record)
    return allowed('modify') ? (
      <ModifyReservation requirements={requirements} reservationId={record} onDone={backToList} />
    ) : (
      <NotPermittedAction />
    );
  return (
    <ReservationList
      requirements={requirements}
      from={from}
      to={to}
      status={status}
      onFilter={(next) => change(next)}
      onNew={() => change({ record: 'new' })}
      onModify={(reservationId) => change({ record: reservationId })}
    />
  );
}

/**
 * Reservations (/frontoffice/fo-reservations): the list by arrival dates and status; new (`?record=new&room=`), modify
 * (`?record=<id>`), cancel.
 */
export function ReservationsScreen() {
  const requirements = useReservationRequirements();
  return (
    <section aria-labelledby="fo-rsv-title" className="p-2 p-md-3">
      <h1 id="fo-rsv-title" className="h4">
        Reservations
      </h1>
      {requirements.error && (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      )}
      {requirements.isPending && <Loading label="Loading the rooms and categories…" />}
      {requirements.data && <Reservations requirements={requirements.data} />}
    </section>
  );
}
