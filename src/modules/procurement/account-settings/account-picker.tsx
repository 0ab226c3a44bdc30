import Form from 'react-bootstrap/Form';
import Select from 'react-select';
import type { ChartAccountChoice } from './account-settings-api';
import { accountOptions, type AccountOption as Option } from './mapping-draft';

interface Props {
  id: string;
  label: string;
  accounts: readonly ChartAccountChoice[];
  loading: boolean;
  failed: boolean;
  value: string;
  readOnly: boolean;
  onChange: (account: string) => void;
}

/** A searchable, clearable pick of one account of the chart ("Purchases (AC301)"), by name or code. */
export function AccountPicker({ id, label, accounts, loading, failed, value, readOnly, onChange }: Props) {
  const options = accountOptions(accounts, value, !loading && !failed);
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <Select<Option>
        inputId={id}
        options={options}
        value={options.find((option) => option.value === value) ?? null}
        onChange={(option) => onChange(option?.value ?? '')}
        isClearable
        isDisabled={readOnly}
        isLoading={loading}
        placeholder="Not mapped: type to search…"
        noOptionsMessage={() => (failed ? 'Could not load the accounts' : 'No match')}
        classNames={{ control: () => 'reference-select' }}
        menuPlacement="auto"
        menuPosition="fixed"
      />
    </>
  );
}
