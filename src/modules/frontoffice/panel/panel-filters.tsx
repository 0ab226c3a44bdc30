import { Field } from '../../../components/form/field';
import { useHeldForm } from '../shared/use-held-form';
import { ROOM_STATE_LABELS, ROOM_STATES, type RoomState } from './domain/room-states';
import type { PanelCategory } from './domain/panel-types';

const isRoomState = (value: string): value is RoomState => ROOM_STATES.some((one) => one === value);

export type Grouping = 'floor' | 'category';

interface Props {
  grouping: Grouping;
  state: RoomState | '';
  category: string;
  categories: readonly PanelCategory[];
  counts: Readonly<Record<RoomState, number>>;
  onChange: (change: { group?: Grouping; state?: RoomState | ''; category?: string }) => void;
}

/** Group by floor or category (a pair of toggle buttons), and filter by state and category (labelled selects). */
export function PanelFilters({ grouping, state, category, categories, counts, onChange }: Props) {
  const filters = useHeldForm({ state, category });
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div role="group" aria-label="Group rooms" className="btn-group">
        {(['floor', 'category'] as const).map((group) => (
          <button
            key={group}
            type="button"
            className={`btn btn-sm ${grouping === group ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={grouping === group}
            onClick={() => onChange({ group })}
          >
            {group === 'floor' ? 'By floor' : 'By category'}
          </button>
        ))}
      </div>
      <Field
        form={filters.form}
        name="state"
        id="fo-panel-state"
        label="State"
        options={ROOM_STATES.map((one) => ({ value: one, label: `${ROOM_STATE_LABELS[one]} (${counts[one]})` }))}
        choose="Every state"
        onChange={filters.handTo('state', (value) => onChange({ state: isRoomState(value) ? value : '' }))}
        className="mb-0"
      />
      <Field
        form={filters.form}
        name="category"
        id="fo-panel-category"
        label="Category"
        options={categories.map((one) => ({ value: one.code, label: one.name }))}
        choose="Every category"
        onChange={filters.handTo('category', (value) => onChange({ category: value }))}
        className="mb-0"
      />
    </div>
  );
}
