import Form from 'react-bootstrap/Form';
import type { DiscountKind } from './make-bill-logic';

interface Props {
  kind: DiscountKind;
  text: string;
  reason: string;
  problem?: string;
  reasonProblem?: string;
  /** Beyond the user's limit: the sentence saying who may approve it. */
  approval?: string;
  disabled: boolean;
  onKind: (kind: DiscountKind) => void;
  onText: (text: string) => void;
  onReason: (reason: string) => void;
}

/** The discount: by percent or by amount, with its reason; problems and the approval need shown next to the field. */
export function DiscountFields({
  kind,
  text,
  reason,
  problem,
  reasonProblem,
  approval,
  disabled,
  onKind,
  onText,
  onReason,
}: Props) {
  const describedBy =
    [problem && 'bill-discount-error', approval && 'bill-discount-approval'].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset disabled={disabled} className="mb-3">
      <legend className="h6">Discount</legend>
      <div className="d-flex gap-3 mb-2">
        <Form.Check
          type="radio"
          id="bill-discount-percent"
          name="bill-discount-kind"
          label="By percent"
          checked={kind === 'PERCENT'}
          onChange={() => onKind('PERCENT')}
        />
        <Form.Check
          type="radio"
          id="bill-discount-amount"
          name="bill-discount-kind"
          label="By amount"
          checked={kind === 'AMOUNT'}
          onChange={() => onKind('AMOUNT')}
        />
      </div>
      <div className="row g-2">
        <Form.Group className="col-sm-4" controlId="bill-discount">
          <Form.Label>{kind === 'PERCENT' ? 'Discount %' : 'Discount amount (₹)'}</Form.Label>
          <Form.Control
            inputMode="decimal"
            value={text}
            onChange={(event) => onText(event.target.value)}
            isInvalid={!!problem}
            aria-describedby={describedBy}
          />
          <Form.Control.Feedback id="bill-discount-error" type="invalid">
            {problem}
          </Form.Control.Feedback>
          {approval && (
            <Form.Text id="bill-discount-approval" className="text-warning-emphasis d-block">
              {approval}
            </Form.Text>
          )}
        </Form.Group>
        <Form.Group className="col-sm-8" controlId="bill-discount-reason">
          <Form.Label>Reason for the discount</Form.Label>
          <Form.Control
            value={reason}
            onChange={(event) => onReason(event.target.value)}
            maxLength={100}
            isInvalid={!!reasonProblem}
            aria-describedby={reasonProblem ? 'bill-discount-reason-error' : undefined}
          />
          <Form.Control.Feedback id="bill-discount-reason-error" type="invalid">
            {reasonProblem}
          </Form.Control.Feedback>
        </Form.Group>
      </div>
    </fieldset>
  );
}
