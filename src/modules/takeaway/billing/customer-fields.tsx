import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import type { CounterCustomer } from '../domain/counter-types';
import { isPhone, phoneDigits, useAddCustomer, useFindCustomer } from './counter-api';

interface Props {
  head: OrderHead;
  onHead: (head: OrderHead) => void;
  disabled: boolean;
}

const withCustomer = (head: OrderHead, customer: CounterCustomer): OrderHead => ({
  ...head,
  customer: customer.code,
  customerName: customer.name,
  phone: customer.mobile,
  address: customer.address || head.address,
});
const walkIn = (head: OrderHead): OrderHead => ({ ...head, customer: '', customerName: '', phone: '', address: '' });

/**
 * The customer by phone: Find looks the number up; a customer on file goes on the order, a new number offers
 * their name and address and Add customer makes them on the spot (with no credit). Clear takes them off (walk-in).
 */
export function CustomerFields({ head, onHead, disabled }: Props) {
  const [typed, setTyped] = useState(head.phone);
  const [unknown, setUnknown] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'find' | 'add' | null>(null);
  // One key per customer being added (a retry of the same add saves once); a new one once they are made, so the
  // next new customer of this order is not answered with the first.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const findCustomer = useFindCustomer();
  const add = useAddCustomer();

  const run = async (what: 'find' | 'add', work: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setProblem(null);
    setFieldErrors({});
    try {
      await work();
    } catch (error) {
      const failure = toApiError(error);
      setFieldErrors(failure.fieldErrors ?? {});
      setProblem(failure.message);
    } finally {
      setBusy(null);
    }
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    if (!isPhone(typed)) {
      setProblem('Enter the customer’s ten-digit mobile number, e.g. 9847012345.');
      return;
    }
    const phone = phoneDigits(typed);
    void run('find', async () => {
      const customer = await findCustomer(phone);
      setUnknown(customer ? '' : phone);
      if (customer) onHead(withCustomer(head, customer));
    });
  };
  const create = () =>
    void run('add', async () => {
      const customer = await add({ name: name.trim(), mobile: unknown, address: address.trim() }, key);
      setKey(crypto.randomUUID());
      onHead(withCustomer(head, customer));
    });
  const clear = () => {
    setTyped('');
    setUnknown('');
    setName('');
    setAddress('');
    onHead(walkIn(head));
  };

  if (head.customer) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="group" aria-label="Customer">
        <span className="text-break">
          Customer <strong>{head.customerName}</strong> ({head.phone}){head.address ? `, ${head.address}` : ''}
        </span>
        {!disabled && (
          <Button size="sm" variant="outline-secondary" onClick={clear}>
            Clear customer
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mb-2">
      <Form className="d-flex flex-wrap align-items-end gap-2" onSubmit={find} aria-label="Find the customer">
        <Form.Group controlId="counter-phone">
          <Form.Label>Customer phone</Form.Label>
          <Form.Control
            inputMode="tel"
            autoComplete="off"
            value={typed}
            disabled={disabled}
            onChange={(event) => setTyped(event.target.value)}
            style={{ maxWidth: '12rem' }}
          />
        </Form.Group>
        <LoadingButton variant="outline-primary" loading={busy === 'find'} loadingText="Finding" disabled={disabled}>
          Find
        </LoadingButton>
      </Form>
      {problem && (
        <Alert variant="danger" className="py-1 mt-2 mb-0" role="alert">
          {problem}
        </Alert>
      )}
      {unknown && (
        <fieldset className="border rounded p-2 mt-2">
          <legend className="h6 float-none w-auto px-1 mb-0">New customer {unknown}</legend>
          <div className="row g-2 align-items-end">
            <Form.Group className="col-sm-4" controlId="counter-customer-name">
              <Form.Label>Name</Form.Label>
              <Form.Control
                value={name}
                maxLength={100}
                isInvalid={!!fieldErrors.name}
                aria-describedby={fieldErrors.name ? 'counter-customer-name-error' : undefined}
                onChange={(event) => setName(event.target.value)}
              />
              <Form.Control.Feedback type="invalid" id="counter-customer-name-error">
                {fieldErrors.name}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-sm-5" controlId="counter-customer-address">
              <Form.Label>Address</Form.Label>
              <Form.Control
                value={address}
                maxLength={250}
                isInvalid={!!fieldErrors.address}
                aria-describedby={fieldErrors.address ? 'counter-customer-address-error' : undefined}
                onChange={(event) => setAddress(event.target.value)}
              />
              <Form.Control.Feedback type="invalid" id="counter-customer-address-error">
                {fieldErrors.address}
              </Form.Control.Feedback>
            </Form.Group>
            <div className="col-sm-3">
              <LoadingButton type="button" loading={busy === 'add'} loadingText="Adding" onClick={create}>
                Add customer
              </LoadingButton>
            </div>
          </div>
        </fieldset>
      )}
    </div>
  );
}
