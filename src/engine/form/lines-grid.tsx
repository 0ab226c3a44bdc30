import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { FieldDeclaration, ResourceRecord } from '../resource';
import { emptyLine } from '../resource-schema';

/** What a cell's control receives: the column's field under its line's name. */
export interface LineCellProps {
  field: FieldDeclaration;
  name: string;
  id: string;
  form: UseFormReturn<ResourceRecord>;
  readOnly: boolean;
  inLine: boolean;
  label: string;
}

interface Props {
  field: FieldDeclaration;
  idPrefix: string;
  form: UseFormReturn<ResourceRecord>;
  readOnly: boolean;
  /**
   * Renders one cell: the form's own field control, handed in (it renders this grid, so importing it would be a cycle).
   */
  Cell: ComponentType<LineCellProps>;
}

/** The lines of a record (e.g. an employee's allowances): add, remove, reorder; each cell validated like a field. */
export function LinesGrid({ field, idPrefix, form, readOnly, Cell }: Props) {
  const { fields: lines, append, remove, move } = useFieldArray({ control: form.control, name: field.name as never });
  const columns = field.lines ?? [];
  const error = get(form.formState.errors, field.name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  const headingId = `${idPrefix}-${field.name}-heading`;
  return (
    <fieldset className="mb-3">
      <legend id={headingId} className="h6">
        {field.label}
      </legend>
      {field.help && <p className="form-text mt-0">{field.help}</p>}
      <Table size="sm" bordered responsive className="align-middle" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {column.label}
                {column.required && <span aria-hidden="true"> *</span>}
              </th>
            ))}
            {!readOnly && <th scope="col">Line actions</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id}>
              <td>{index + 1}</td>
              {columns.map((column) => (
                <td key={column.name}>
                  <Cell
                    field={column}
                    name={`${field.name}.${index}.${column.name}`}
                    id={`${idPrefix}-${field.name}-${index}-${column.name}`}
                    form={form}
                    readOnly={readOnly}
                    inLine
                    label={`${column.label}, line ${index + 1}`}
                  />
                </td>
              ))}
              {!readOnly && (
                <td className="text-nowrap">
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={`Move line ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={`Move line ${index + 1} down`}
                    disabled={index === lines.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {columns.some((column) => column.help) && (
        <dl className="form-text small mt-0 mb-2">
          {columns
            .filter((column) => column.help)
            .map((column) => (
              <div key={column.name} className="d-flex gap-1">
                <dt className="fw-semibold">{column.label}:</dt>
                <dd className="mb-0">{column.help}</dd>
              </div>
            ))}
        </dl>
      )}
      {message && <div className="invalid-feedback d-block mb-2">{message}</div>}
      {!readOnly && (
        <Button size="sm" variant="outline-primary" onClick={() => append(emptyLine(field) as never)}>
          Add a line to {field.label.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
