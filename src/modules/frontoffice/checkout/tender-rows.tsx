import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TENDER_LABELS, TENDER_MODES, type TenderMode } from './domain/checkout-types';
import type { TenderDraft } from './settle-values';

interface Props {
  tenders: readonly TenderDraft[];
  /** 'Refund' on a folio in credit, else 'Tender'. */
  word: 'Tender' | 'Refund';
  errors: Readonly<Record<string, string>>;
  onChange: (id: number, change: Partial<TenderDraft>) => void;
  onRemove: (id: number) => void;
}

/**
 * The tenders of a check-out, one row each (mode, amount, reference), stacked on a phone; each problem beside its
 * amount.
 */
export function TenderRows({ tenders, word, errors, onChange, onRemove }: Props) {
  return (
    <>
      {tenders.map((tender, index) => {
        const name = `${word} ${index + 1}`;
        const error = errors[`tender-${tender.id}`];
        const base = `tender-${tender.id}`;
        return (
          <fieldset key={tender.id} className="row g-2 align-items-end mb-2">
            <legend className="visually-hidden">{name}</legend>
            <Form.Group className="col-6 col-md-3" controlId={`${base}-mode`}>
              <Form.Label>{`${name} mode`}</Form.Label>
              <Form.Select
                value={tender.mode}
                onChange={(event) => onChange(tender.id, { mode: event.target.value as TenderMode })}
              >
                {TENDER_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {TENDER_LABELS[mode]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-6 col-md-3" controlId={`${base}-amount`}>
              <Form.Label>{`${name} amount`}</Form.Label>
              <Form.Control
                inputMode="decimal"
                autoComplete="off"
                value={tender.amount}
                isInvalid={!!error}
                aria-describedby={error ? `${base}-error` : undefined}
                onChange={(event) => onChange(tender.id, { amount: event.target.value })}
              />
              {error && (
                <Form.Control.Feedback type="invalid" id={`${base}-error`}>
                  {error}
                </Form.Control.Feedback>
              )}
            </Form.Group>
            <Form.Group className="col-8 col-md-4" controlId={`${base}-reference`}>
              <Form.Label>{`${name} reference`}</Form.Label>
              <Form.Control
                autoComplete="off"
                maxLength={40}
                value={tender.reference}
                onChange={(event) => onChange(tender.id, { reference: event.target.value })}
              />
            </Form.Group>
            <div className="col-4 col-md-2">
              <Button
                variant="outline-danger"
                className="w-100"
                onClick={() => onRemove(tender.id)}
                aria-label={`Remove ${name.toLowerCase()}`}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
