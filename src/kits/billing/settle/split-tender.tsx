import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Paise } from '../../../lib/money/money';
import type { SettleMode } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { MODE_NAMES } from '../domain/settlement-rules';
import { equalRows, tenderRow, type TenderRow } from './tender-form';
import { TenderDetails } from './tender-details';

interface Props {
  rows: readonly TenderRow[];
  modes: readonly SettleMode[];
  total: Paise;
  requirements: Pick<BillingRequirements, 'customers' | 'rooms'>;
  onRows: (rows: TenderRow[]) => void;
}

/**
 * Split tender: several payments (mode and amount) adding up to the bill, or the bill shared equally among the guests.
 */
export function SplitTender({ rows, modes, total, requirements, onRows }: Props) {
  const [guests, setGuests] = useState('2');
  const guestCount = Number(guests);
  const guestsValid = /^\d{1,2}$/.test(guests.trim()) && guestCount >= 2;
  const change = (index: number, row: TenderRow) => onRows(rows.map((old, at) => (at === index ? row : old)));
  return (
    <fieldset className="mb-3">
      <legend className="h6">Payments</legend>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="settle-guests">
          <Form.Label>Guests</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
            style={{ maxWidth: '6rem' }}
          />
        </Form.Group>
        <Button
          variant="outline-secondary"
          disabled={!guestsValid}
          onClick={() => onRows(equalRows(total, guestCount))}
        >
          Split equally among {guestsValid ? guestCount : 'N'} guests
        </Button>
      </div>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <div key={row.key} className="row g-2 align-items-end mb-2 border-bottom pb-2">
            <Form.Group className="col-sm-3" controlId={`settle-${n}-mode`}>
              <Form.Label>Mode of payment {n}</Form.Label>
              <Form.Select
                value={row.mode}
                onChange={(event) => change(index, { ...row, mode: event.target.value as SettleMode })}
              >
                {modes.map((mode) => (
                  <option key={mode} value={mode}>
                    {MODE_NAMES[mode]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-3" controlId={`settle-${n}-amount`}>
              <Form.Label>Amount of payment {n} (₹)</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={row.amount}
                onChange={(event) => change(index, { ...row, amount: event.target.value })}
              />
            </Form.Group>
            <div className="col-sm-4">
              <TenderDetails
                row={row}
                idPrefix={`settle-${n}`}
                suffix={` of payment ${n}`}
                requirements={requirements}
                onChange={(next) => change(index, next)}
              />
            </div>
            <div className="col-sm-2">
              <Button
                variant="outline-danger"
                size="sm"
                disabled={rows.length <= 1}
                onClick={() => onRows(rows.filter((_, at) => at !== index))}
              >
                Remove payment {n}
              </Button>
            </div>
          </div>
        );
      })}
      <Button variant="outline-secondary" size="sm" onClick={() => onRows([...rows, tenderRow()])}>
        Add a payment
      </Button>
    </fieldset>
  );
}
