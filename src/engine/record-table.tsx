import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { cellText } from './record-filter';
import type { ResourceDeclaration, ResourceRecord } from './resource';
import { useScreenPermission } from './use-screen-permission';

interface Props {
  resource: ResourceDeclaration;
  rows: readonly ResourceRecord[];
  onEdit: (row: ResourceRecord) => void;
  onDelete: (row: ResourceRecord) => void;
}

/** The list as a real table; Edit and Delete show only with transaction codes 2 and 3. */
export function RecordTable({ resource, rows, onEdit, onDelete }: Props) {
  const allowed = useScreenPermission();
  const canEdit = allowed('modify');
  const canDelete = allowed('delete');
  const labels = new Map(resource.fields.map((field) => [field.name, field.label]));
  return (
    <Table striped hover responsive size="sm" className="align-middle">
      <thead>
        <tr>
          {resource.columns.map((column) => (
            <th key={column} scope="col">
              {labels.get(column) ?? column}
            </th>
          ))}
          {(canEdit || canDelete) && (
            <th scope="col" className="text-end">
              Actions
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = cellText(row[resource.key]);
          return (
            <tr key={id}>
              {resource.columns.map((column) => (
                <td key={column}>{cellText(row[column])}</td>
              ))}
              {(canEdit || canDelete) && (
                <td className="text-end text-nowrap">
                  {canEdit && (
                    <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onEdit(row)} aria-label={`Edit ${id}`}>
                      Edit
                    </Button>
                  )}
                  {canDelete && (
                    <Button size="sm" variant="outline-danger" onClick={() => onDelete(row)} aria-label={`Delete ${id}`}>
                      Delete
                    </Button>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
