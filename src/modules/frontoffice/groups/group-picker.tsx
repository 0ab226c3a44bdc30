import { useEffect, useId } from 'react';
import { Field } from '../../../components/form/field';
import { useHeldForm } from '../shared/use-held-form';
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
  const picker = useHeldForm({ groupId: value });
  const shown = groups.filter((group) => states.includes(group.state));
  const listed = shown.map((group) => group.groupId).join('|');
  // The group asked for may be listed only once the groups are read again (a new one): it shows chosen then.
  useEffect(() => picker.form.resetField('groupId'), [picker.form, listed]);
  return (
    <div style={{ maxWidth: '32rem' }}>
      <Field
        form={picker.form}
        name="groupId"
        id={id}
        label="Group"
        options={shown.map((group) => ({
          value: group.groupId,
          label: `${group.name} — ${group.leaderName || 'no leader'}, ${group.rooms} room${group.rooms === 1 ? '' : 's'}, ${STATE_WORDS[group.state].toLowerCase()} (${group.groupId})`,
        }))}
        choose="Choose a group…"
        help={shown.length === 0 ? 'There is no group this operation applies to.' : undefined}
        onChange={picker.handTo('groupId', (groupId) => onChange(groupId || null))}
      />
    </div>
  );
}
