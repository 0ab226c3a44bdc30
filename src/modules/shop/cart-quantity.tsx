import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MAX_QUANTITY, parseQuantity, type CartLine } from './cart-math';
import { useCartStore } from './cart-store';

/** A cart line's quantity: typed (kept as typed, with the problem beside it, until it is a whole number from 1 to 99) or one less / one more. */
export function CartQuantity({ line }: { line: CartLine }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  // What the person is typing while it is not a valid quantity; null shows the cart's own.
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = `cart-quantity-${line.productId}`;
  const problemId = `${inputId}-problem`;
  const change = (text: string) => {
    const quantity = parseQuantity(text);
    if (quantity === null) {
      setDraft(text);
      return;
    }
    setDraft(null);
    setQuantity(line.productId, quantity);
  };
  const step = (by: number) => {
    setDraft(null);
    setQuantity(line.productId, line.quantity + by);
  };
  return (
    <Form.Group controlId={inputId}>
      <Form.Label className="small mb-1">Quantity of {line.name}</Form.Label>
      <div className="d-flex gap-1 align-items-start">
        <Button variant="outline-secondary" size="sm" aria-label={`One fewer ${line.name}`} disabled={line.quantity <= 1} onClick={() => step(-1)}>
          −
        </Button>
        <div style={{ width: 80 }}>
          <Form.Control
            type="number"
            size="sm"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={draft ?? String(line.quantity)}
            isInvalid={draft !== null}
            aria-describedby={draft !== null ? problemId : undefined}
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <Button variant="outline-secondary" size="sm" aria-label={`One more ${line.name}`} disabled={line.quantity >= MAX_QUANTITY} onClick={() => step(1)}>
          +
        </Button>
      </div>
      {draft !== null && (
        <Form.Text id={problemId} className="text-danger d-block">
          Enter a whole number from 1 to {MAX_QUANTITY}; the cart keeps {line.quantity}.
        </Form.Text>
      )}
    </Form.Group>
  );
}
