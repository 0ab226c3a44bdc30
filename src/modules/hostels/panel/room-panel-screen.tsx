import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import type { BedState, PanelRoom, RoomPanel } from '../domain/room-panel-types';
import { Field } from '../../../components/form/field';
import { AllocateDialog } from './allocate-dialog';
import { BedStatusDialog } from './bed-status-dialog';
import { BedTile } from './bed-tile';
import { OccupancyTable } from './occupancy-table';
import { OccupantDialog } from './occupant-dialog';
import { useAllocationRequirements, useRoomPanel } from './panel-api';

const STATES: Array<{ value: BedState; label: string }> = [
  { value: 'VACANT', label: 'Vacant' },
  { value: 'OCCUPIED', label: 'Occupied' },
  { value: 'OUT_OF_SERVICE', label: 'Out of service' },
];

function BedDialog({
  panel,
  bedId,
  statusWanted,
  onStatus,
  onClose,
}: {
  panel: RoomPanel;
  bedId: string;
  statusWanted: boolean;
  onStatus: () => void;
  onClose: () => void;
}) {
  const requirements = useAllocationRequirements();
  const allowed = useScreenPermission();
  const room = panel.rooms.find((one) => one.beds.some((bed) => bed.bedId === bedId));
  const bed = room?.beds.find((one) => one.bedId === bedId);
  if (!room || !bed) return null;
  const label = `Bed ${bed.label} of room ${room.code}`;
  if (bed.state === 'OUT_OF_SERVICE' || (bed.state === 'VACANT' && (statusWanted || !allowed('create'))))
    return <BedStatusDialog bed={bed} bedLabel={label} onClose={onClose} />;
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the students and packages…" />;
  if (bed.state === 'OCCUPIED')
    return (
      <OccupantDialog
        room={room}
        bed={bed}
        bedLabel={label}
        rooms={panel.rooms}
        requirements={requirements.data}
        onClose={onClose}
      />
    );
  return (
    <AllocateDialog
      room={room}
      bedId={bed.bedId}
      bedLabel={label}
      requirements={requirements.data}
      onClose={onClose}
      onOutOfService={allowed('modify') ? onStatus : undefined}
    />
  );
}

function RoomBeds({
  room,
  shown,
  onOpen,
}: {
  room: PanelRoom;
  shown: PanelRoom['beds'];
  onOpen: (bedId: string) => void;
}) {
  return (
    <section aria-labelledby={`room-${room.code}`} className="mb-3">
      <h3 id={`room-${room.code}`} className="h6 mb-2">
        Room {room.code}{' '}
        <span className="fw-normal text-body-secondary">
          · {room.categoryName} · floor {room.floor}
        </span>
      </h3>
      <ul
        aria-label={`Beds of room ${room.code}`}
        className="list-unstyled d-grid gap-2 mb-0"
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' }}
      >
        {shown.map((bed) => (
          <BedTile key={bed.bedId} bed={bed} room={room.code} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The hostel room panel (/hostels/hostel-room-panel): each hostel's rooms and beds as tiles, occupancy at the top,
 * filters by hostel and state.
 */
export function RoomPanelScreen() {
  const panel = useRoomPanel();
  const [params, setParams] = useSearchParams();
  const hostel = params.get('hostel') ?? '';
  const state = params.get('state') ?? '';
  const filters = useForm<{ hostel: string; state: string }>({ defaultValues: { hostel, state } });
  // The address holds the filters; the selects follow it.
  useEffect(() => {
    filters.setValue('hostel', hostel);
    filters.setValue('state', state);
  }, [filters, hostel, state]);
  const [open, setOpen] = useState<{ bedId: string; status: boolean } | null>(null);
  const onOpen = useCallback((bedId: string) => setOpen({ bedId, status: false }), []);
  const filter = (name: string, value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const groups = useMemo(() => {
    const rooms = (panel.data?.rooms ?? []).filter((room) => !hostel || room.hostel === hostel);
    const shown = rooms
      .map((room) => ({ room, beds: room.beds.filter((bed) => !state || bed.state === state) }))
      .filter((one) => one.beds.length > 0);
    return (panel.data?.hostels ?? [])
      .map((one) => ({ hostel: one, rooms: shown.filter((entry) => entry.room.hostel === one.hostel) }))
      .filter((one) => one.rooms.length > 0);
  }, [panel.data, hostel, state]);
  if (panel.error) return <LoadFailed message={toApiError(panel.error).message} onRetry={() => void panel.refetch()} />;
  if (!panel.data) return <Loading label="Loading the rooms and beds…" />;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Hostel room panel
      </h1>
      <OccupancyTable
        hostels={hostel ? panel.data.hostels.filter((one) => one.hostel === hostel) : panel.data.hostels}
      />
      <div className="d-flex flex-wrap gap-3 mb-2">
        <div style={{ minWidth: '14rem' }}>
          <Field
            form={filters}
            name="hostel"
            id="panel-hostel"
            label="Hostel"
            choose="All hostels"
            onChange={(value) => filter('hostel', value)}
            options={panel.data.hostels.map((one) => ({ value: one.hostel, label: one.name }))}
          />
        </div>
        <div style={{ minWidth: '10rem' }}>
          <Field
            form={filters}
            name="state"
            id="panel-state"
            label="Beds"
            choose="All beds"
            onChange={(value) => filter('state', value)}
            options={STATES}
          />
        </div>
      </div>
      {groups.length === 0 && <p>No bed matches these filters.</p>}
      {groups.map(({ hostel: one, rooms }) => (
        <section key={one.hostel} aria-labelledby={`hostel-${one.hostel}`} className="mb-4">
          <h2 id={`hostel-${one.hostel}`} className="h5">
            {one.name}{' '}
            <span className="fw-normal small text-body-secondary">
              ({one.occupied} of {one.beds - one.outOfService} beds occupied)
            </span>
          </h2>
          {rooms.map(({ room, beds }) => (
            <RoomBeds key={room.code} room={room} shown={beds} onOpen={onOpen} />
          ))}
        </section>
      ))}
      {open && (
        <BedDialog
          panel={panel.data}
          bedId={open.bedId}
          statusWanted={open.status}
          onStatus={() => setOpen({ ...open, status: true })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
