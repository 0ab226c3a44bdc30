import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { FeePupil } from '../domain/fee-ledger-types';

interface Props {
  pupils: readonly FeePupil[];
  value: string;
  onChange: (admissionNo: string) => void;
  error?: string;
}

/** The picker's own small form: the words searched for and the pupil chosen among those that match. */
interface PickerValues {
  find: string;
  pupil: string;
}

const SHOWN = 60;

/** Finds a pupil by name or admission number, then chooses one from those that match. */
export function PupilPicker({ pupils, value, onChange, error }: Props) {
  const id = useId();
  const picker = useForm<PickerValues>({ defaultValues: { find: '', pupil: value } });
  const search = useWatch({ control: picker.control, name: 'find' });
  // The chosen pupil is the parent's (a form, or the address): the select follows it however it changes.
  useEffect(() => {
    picker.setValue('pupil', value);
  }, [picker, value]);
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
    const lower = text.trim().toLowerCase();
    const exact = pupils.find((pupil) => pupil.admissionNo.toLowerCase() === lower);
    if (exact) onChange(exact.admissionNo);
  };
  return (
    <div className="d-flex flex-wrap gap-3">
      <Field
        form={picker}
        name="find"
        id={`${id}-find`}
        label="Find a pupil (name or admission number)"
        type="search"
        onChange={find}
        help={matching.length > SHOWN ? `${matching.length} match: the first ${SHOWN} are listed.` : undefined}
      />
      <Field
        form={picker}
        name="pupil"
        id={`${id}-pupil`}
        label="Pupil"
        options={options}
        onChange={onChange}
        problem={error}
      />
    </div>
  );
}
