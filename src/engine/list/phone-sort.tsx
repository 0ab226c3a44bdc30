import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FieldDeclaration } from '../resource';
import type { ListParams } from './list-params';

interface Props {
  columns: readonly FieldDeclaration[];
  sort: ListParams['sort'];
  /** The list's sort by a column: another column sorts ascending, the same one again turns the order round. */
  onSort: (field: string) => void;
}

/**
 * On a phone a list's rows are cards and its column headers are out of sight, so the sort the headers give is one
 * labelled choice of column and a button that turns the order round.
 */
export function PhoneSort({ columns, sort, onSort }: Props) {
  const id = useId();
  const descending = sort?.direction === 'desc';
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <Form.Label htmlFor={id} className="small mb-0 text-nowrap">
        Sort by
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        className="w-auto flex-grow-1"
        value={sort?.field ?? ''}
        // Choosing the column already sorted by keeps its order (the button turns it round).
        onChange={(event) => event.target.value !== (sort?.field ?? '') && onSort(event.target.value)}
      >
        {!sort && <option value="">As listed</option>}
        {columns.map((column) => (
          <option key={column.name} value={column.name}>
            {column.label}
          </option>
        ))}
      </Form.Select>
      {sort && (
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={descending ? 'Sorted descending: sort ascending' : 'Sorted ascending: sort descending'}
          onClick={() => onSort(sort.field)}
        >
          {descending ? <ArrowDown size={16} aria-hidden="true" /> : <ArrowUp size={16} aria-hidden="true" />}
        </Button>
      )}
    </div>
  );
}
