import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { GroupState, GroupSummary } from './domain/groups-types';
import { STATE_WORDS } from './group-words';

interface Props {
  groups: readonly GroupSummary[];
  value: string;
  onChange: (groupId: string | null) => void;
  states: readonly GroupState[];
}

/** A labelled choice of a group: "Sharma wedding — Anil Sharma, 3 rooms, in house (GRP26-11/0001)". */
export function GroupPicker({ groups, value, onChange, states }: Props) {
  const id = useId();
  const shown = groups.filter((group) => states.includes(group.state));
  return (
    <Form.Group className="mb-3" style={{ maxWidth: '32rem' }}>
      <Form.Label htmlFor={id}>Group</Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">Choose a group…</option>
        {shown.map((group) => (
          <option key={group.groupId} value={group.groupId}>
            {`${group.name} — ${group.leaderName || 'no leader'}, ${group.rooms} room${group.rooms === 1 ? '' : 's'}, ${STATE_WORDS[group.state].toLowerCase()} (${group.groupId})`}
          </option>
        ))}
      </Form.Select>
      {shown.length === 0 && <Form.Text>There is no group this operation applies to.</Form.Text>}
    </Form.Group>
  );
}
