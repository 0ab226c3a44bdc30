import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MAX_QUANTITY, parseQuantity } from './cart-math';

interface Props {
  /** The input's id (its problem's id follows from it). */
  id: string;
  /** What is counted, for the label and the buttons ("Quantity of <name>", "One more <name>"). */
  name: string;
  quantity: number;
  /** What keeps the quantity while a typed one is not valid ("the cart", "the basket"). */
  keeper: string;
  onChange: (quantity: number) => void;
}

/**
 * A quantity typed (kept as typed, with the problem beside it, until it is a whole number from 1 to 99) or one less /
 * one more.
 */
export function QuantityStepper({ id, name, quantity, keeper, onChange }: Props) {
  // What the person is typing while it is not a valid quantity; null shows the kept one.
  const [draft, setDraft] = useState<string | null>(null);
  const problemId = `${id}-problem`;
  const change = (text: string) => {
    const parsed = parseQuantity(text);
    if (parsed === null) {
      setDraft(text);
      return;
    }
    setDraft(null);
    onChange(parsed);
  };
  const step = (by: number) => {
    setDraft(null);
    onChange(quantity + by);
  };
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">Quantity of {name}</Form.Label>
      <div className="d-flex gap-1 align-items-start">
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={`One fewer ${name}`}
          disabled={quantity <= 1}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <div style={{ width: 80 }}>
          <Form.Control
            type="number"
            size="sm"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={draft ?? String(quantity)}
            isInvalid={draft !== null}
            aria-describedby={draft !== null ? problemId : undefined}
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={`One more ${name}`}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => step(1)}
        >
          +
        </Button>
      </div>
      {draft !== null && (
        <Form.Text id={problemId} className="text-danger d-block">
          Enter a whole number from 1 to {MAX_QUANTITY}; {keeper} keeps {quantity}.
        </Form.Text>
      )}
    </Form.Group>
  );
}
