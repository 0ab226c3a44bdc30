import Button from 'react-bootstrap/Button';
import type { StateRow } from './state-rules';

interface Props {
  countryName: string;
  states: readonly StateRow[];
  onEdit: (state: StateRow) => void;
  onDelete: (state: StateRow) => void;
}

/** A country's states by name, each with its edit and delete buttons. */
export function StatesTable({ countryName, states, onEdit, onDelete }: Props) {
  if (states.length === 0) return <p>{countryName} has no states yet.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle">
        <caption>
          States of {countryName}: {states.length}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Code</th>
            <th scope="col">GST state code</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state.code}>
              <th scope="row" className="fw-normal">
                {state.name}
              </th>
              <td>{state.code}</td>
              <td>{state.gstCode ?? ''}</td>
              <td className="text-end text-nowrap">
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="me-2"
                  aria-label={`Edit ${state.name}`}
                  onClick={() => onEdit(state)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Delete ${state.name}`}
                  onClick={() => onDelete(state)}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
