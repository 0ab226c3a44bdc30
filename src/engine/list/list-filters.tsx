import Form from 'react-bootstrap/Form';
import type { FieldDeclaration } from '../resource';
import type { ReferenceLabels } from './cell-text';

interface Props {
  idPrefix: string;
  fields: readonly FieldDeclaration[];
  values: Record<string, string>;
  references: ReferenceLabels;
  onChange: (name: string, value: string) => void;
}

function optionsOf(field: FieldDeclaration, references: ReferenceLabels): Array<{ value: string; label: string }> {
  if (field.type === 'boolean')
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  if (field.type === 'reference') {
    return [...(references[field.name] ?? new Map<string, string>()).entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  return [...(field.options ?? [])];
}

/** One labelled select per declared filter; "All" clears it. */
export function ListFilters({ idPrefix, fields, values, references, onChange }: Props) {
  return (
    <>
      {fields.map((field) => (
        <Form.Group key={field.name} controlId={`${idPrefix}-filter-${field.name}`} className="list-filter">
          <Form.Label>{field.label}</Form.Label>
          <Form.Select value={values[field.name] ?? ''} onChange={(event) => onChange(field.name, event.target.value)}>
            <option value="">All</option>
            {optionsOf(field, references).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ))}
    </>
  );
}
