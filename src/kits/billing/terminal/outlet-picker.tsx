import Form from 'react-bootstrap/Form';
import type { PosOutlet } from '../domain/master-types';

/** The outlet the terminal bills for (the user's assigned outlets). */
export function OutletPicker({
  outlets,
  value,
  onChange,
}: {
  outlets: readonly PosOutlet[];
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Form.Group controlId="terminal-outlet" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0">Outlet</Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{ maxWidth: '16rem', minWidth: 0 }}
      >
        {outlets.map((outlet) => (
          <option key={outlet.code} value={outlet.code}>
            {outlet.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
