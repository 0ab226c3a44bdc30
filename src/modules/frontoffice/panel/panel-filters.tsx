import Form from 'react-bootstrap/Form';
import { ROOM_STATE_LABELS, ROOM_STATES, type RoomState } from './domain/room-states';
import type { PanelCategory } from './domain/panel-types';

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
      <Form.Group controlId="fo-panel-state">
        <Form.Label className="small mb-1">State</Form.Label>
        <Form.Select
          size="sm"
          value={state}
          onChange={(event) => onChange({ state: event.target.value as RoomState | '' })}
        >
          <option value="">Every state</option>
          {ROOM_STATES.map((one) => (
            <option key={one} value={one}>{`${ROOM_STATE_LABELS[one]} (${counts[one]})`}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="fo-panel-category">
        <Form.Label className="small mb-1">Category</Form.Label>
        <Form.Select size="sm" value={category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">Every category</option>
          {categories.map((one) => (
            <option key={one.code} value={one.code}>
              {one.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
