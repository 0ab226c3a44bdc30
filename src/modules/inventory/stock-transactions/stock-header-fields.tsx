import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import type { StockFormValues } from './stock-form-values';
import type { StockRequirements } from './stock-wire';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props {
  traType: TraType;
  form: UseFormReturn<StockFormValues>;
  requirements: StockRequirements;
}

type HeaderName = 'dat' | 'descriptio' | 'department' | 'lossType';

/** The header: the date, the department (issues) or loss type (losses), and the description; errors beside each. */
export function StockHeaderFields({ traType, form, requirements }: Props) {
  const { errors } = form.formState;
  const reference = TRA_TYPES[traType].reference;
  const props = (name: HeaderName) => {
    const message = errors[name]?.message;
    return {
      id: `stock-${name}`,
      isInvalid: !!message,
      'aria-invalid': !!message || undefined,
      'aria-describedby': message ? `stock-${name}-error` : undefined,
      ...form.register(name),
    };
  };
  const error = (name: HeaderName) => {
    const message = errors[name]?.message;
    return message ? (
      <div id={`stock-${name}-error`} className="invalid-feedback d-block">
        {message}
      </div>
    ) : null;
  };
  return (
    <div className="voucher-header">
      <Form.Group className="mb-3">
        <Form.Label htmlFor="stock-dat">Date</Form.Label>
        <Form.Control type="date" {...props('dat')} />
        {error('dat')}
      </Form.Group>
      {reference && (
        <Form.Group className="mb-3">
          <Form.Label htmlFor={`stock-${reference}`}>
            {reference === 'department' ? 'Department' : 'Loss type'}
          </Form.Label>
          <Form.Select {...props(reference)}>
            <option value="">Choose…</option>
            {requirements.trans.map((row) => (
              <option key={row.recordid} value={row.recordid}>{`${row.name} (${row.recordid})`}</option>
            ))}
          </Form.Select>
          {error(reference)}
        </Form.Group>
      )}
      <Form.Group className="mb-3">
        <Form.Label htmlFor="stock-descriptio">Description</Form.Label>
        <Form.Control {...props('descriptio')} />
        {error('descriptio')}
      </Form.Group>
    </div>
  );
}
