import { useId, useState } from 'react';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import type { FeePupil } from '../domain/fee-ledger-types';

interface Props {
  pupils: readonly FeePupil[];
  value: string;
  onChange: (admissionNo: string) => void;
  error?: string;
}

const SHOWN = 60;

/** Finds a pupil by name or admission number, then chooses one from those that match. */
export function PupilPicker({ pupils, value, onChange, error }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const matching = pupils.filter(
    (pupil) =>
      pupil.admissionNo === value ||
      !words ||
      `${pupil.name} ${pupil.admissionNo} ${pupil.classCode}`.toLowerCase().includes(words),
  );
  const options = matching.slice(0, SHOWN).map((pupil) => ({
    value: pupil.admissionNo,
    label: `${pupil.name}, ${pupil.classCode} (${pupil.admissionNo})${pupil.active ? '' : ', left'}`,
  }));
  const find = (text: string) => {
    setSearch(text);
    const lower = text.trim().toLowerCase();
    const exact = pupils.find((pupil) => pupil.admissionNo.toLowerCase() === lower);
    if (exact) onChange(exact.admissionNo);
  };
  return (
    <div className="d-flex flex-wrap gap-3">
      <InputField
        id={`${id}-find`}
        label="Find a pupil (name or admission number)"
        type="search"
        value={search}
        onChange={find}
        help={matching.length > SHOWN ? `${matching.length} match: the first ${SHOWN} are listed.` : undefined}
      />
      <SelectField id={`${id}-pupil`} label="Pupil" value={value} onChange={onChange} error={error} options={options} />
    </div>
  );
}
