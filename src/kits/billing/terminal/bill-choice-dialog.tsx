import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { Bill } from '../domain/bill-types';
import { billRefOf } from '../bill/bill-ref';
import { billKey } from './bill-parts';

interface Props {
  tableName: string;
  bills: readonly Bill[];
  onChoose: (bill: Bill) => void;
  onCancel: () => void;
}

/** A split bill's parts: the cashier picks the one being paid (F8 on a split table). */
export function BillChoiceDialog({ tableName, bills, onChoose, onCancel }: Props) {
  return (
    <Modal show onHide={onCancel} aria-labelledby="bill-choice-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="bill-choice-title" className="h5 text-break">
          Which bill of {tableName} to settle?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="bill-choice-help">The bill was split: {bills.length} bills are still to settle.</p>
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-describedby="bill-choice-help">
          {bills.map((bill, at) => (
            <li key={billKey(bill)}>
              <Button
                variant="outline-dark"
                className="w-100 text-start text-break"
                autoFocus={at === 0}
                onClick={() => onChoose(bill)}
              >
                Settle bill {billRefOf(bill)} (part {(bill.part ?? at) + 1}), ₹{formatMoney(toPaise(bill.total))}
              </Button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
