import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { ROOM_STATES, panelSummary, roomTiles, type RoomState, type RoomTile } from './domain/room-states';
import type { PanelData } from './domain/panel-types';
import { usePanelData } from './panel-api';
import { PanelFilters, type Grouping } from './panel-filters';
import { PanelSummaryCards } from './panel-summary';
import { RoomOperationsDialog } from './room-operations-dialog';
import { RoomTileButton } from './room-tile';

interface Group {
  key: string;
  title: string;
  tiles: RoomTile[];
}

function groupsOf(tiles: readonly RoomTile[], grouping: Grouping): Group[] {
  const groups = new Map<string, Group>();
  for (const tile of tiles) {
    const key = grouping === 'floor' ? String(tile.floor) : tile.category;
    const title =
      grouping === 'floor' ? (tile.floor === 0 ? 'Ground floor' : `Floor ${tile.floor}`) : tile.categoryName;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, title, tiles: [] }));
    group.tiles.push(tile);
  }
  return [...groups.values()];
}

const isState = (value: string | null): value is RoomState => ROOM_STATES.includes(value as RoomState);

/** The panel of rooms for loaded data (the screen below loads it; the hotel benchmark renders it directly). */
export function RoomPanel({ data }: { data: PanelData }) {
  const [params, setParams] = useSearchParams();
  const grouping: Grouping = params.get('group') === 'category' ? 'category' : 'floor';
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : '';
  const category = params.get('category') ?? '';
  const [open, setOpen] = useState<string | null>(null);
  const tiles = useMemo(() => roomTiles(data), [data]);
  const summary = useMemo(() => panelSummary(data, tiles), [data, tiles]);
  const counts = useMemo(() => {
    const byState = Object.fromEntries(ROOM_STATES.map((one) => [one, 0])) as Record<RoomState, number>;
    for (const tile of tiles) byState[tile.state] += 1;
    return byState;
  }, [tiles]);
  const shown = useMemo(
    () => tiles.filter((tile) => (!state || tile.state === state) && (!category || tile.category === category)),
    [tiles, state, category],
  );
  const groups = useMemo(() => groupsOf(shown, grouping), [shown, grouping]);
  const categories = useMemo(
    () => data.categories.filter((one) => tiles.some((tile) => tile.category === one.code)),
    [data.categories, tiles],
  );
  const onOpen = useCallback((roomNo: string) => setOpen(roomNo), []);
  const change = useCallback(
    (next: { group?: Grouping; state?: RoomState | ''; category?: string }) =>
      setParams(
        (previous) => {
          const search = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(next)) {
            if (value) search.set(name, value);
            else search.delete(name);
          }
          return search;
        },
        { replace: true },
      ),
    [setParams],
  );
  const openTile = open ? tiles.find((tile) => tile.roomNo === open) : undefined;
  return (
    <>
      <p className="mb-2">Hotel date {formatDate(data.hotelDate)}</p>
      <PanelSummaryCards summary={summary} />
      <PanelFilters
        grouping={grouping}
        state={state}
        category={category}
        categories={categories}
        counts={counts}
        onChange={change}
      />
      <p className="small" role="status">{`${shown.length} of ${tiles.length} rooms shown`}</p>
      {groups.length === 0 && <p>No room matches these filters.</p>}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`fo-panel-group-${group.key}`} className="mb-3">
          <h2 id={`fo-panel-group-${group.key}`} className="h6">
            {`${group.title} (${group.tiles.length})`}
          </h2>
          <ul
            aria-label={`Rooms, ${group.title}`}
            className="list-unstyled d-grid gap-2 mb-0"
            style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' }}
          >
            {group.tiles.map((tile) => (
              <RoomTileButton key={tile.roomNo} tile={tile} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
      {openTile && <RoomOperationsDialog tile={openTile} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The room panel (/frontoffice/fo-room-panel): the receptionist's home screen, every room as a tile with its state. */
export function RoomPanelScreen() {
  const panel = usePanelData();
  return (
    <section aria-labelledby="fo-panel-title" className="p-2 p-md-3">
      <h1 id="fo-panel-title" className="h4">
        Room panel
      </h1>
      {panel.error && <LoadFailed message={toApiError(panel.error).message} onRetry={() => void panel.refetch()} />}
      {panel.isPending && <Loading label="Loading the rooms…" />}
      {panel.data && <RoomPanel data={panel.data} />}
    </section>
  );
}
