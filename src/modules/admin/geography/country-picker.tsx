import Select from 'react-select';
import { FieldFrame } from '../../../components/form/field-frame';
import type { CountryRow } from './geography-api';

interface Option {
  value: string;
  label: string;
}

interface Props {
  id: string;
  countries: readonly CountryRow[];
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (code: string) => void;
}

/** A searchable select of the countries ("India (IN)"), by name or code. */
export function CountryPicker({ id, countries, loading, failed, value, onChange }: Props) {
  const options: Option[] = countries.map((country) => ({
    value: country.code,
    label: `${country.name} (${country.code})`,
  }));
  return (
    <div style={{ maxWidth: '24rem' }}>
      <FieldFrame id={id} label="Country">
        <Select<Option>
          inputId={id}
          options={options}
          value={options.find((option) => option.value === value) ?? null}
          onChange={(option) => option && onChange(option.value)}
          isLoading={loading}
          placeholder="Type to search…"
          noOptionsMessage={() => (failed ? 'Could not load the countries' : 'No match')}
          classNames={{ control: () => 'reference-select' }}
        />
      </FieldFrame>
    </div>
  );
}
