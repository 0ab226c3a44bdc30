import Button from 'react-bootstrap/Button';
import type { ReactNode } from 'react';

interface Props {
  /** What the button does, shown; the order's number follows for screen readers ("Accept order ONL26-000001"). */
  label: ReactNode;
  seq: string;
  variant?: string;
  disabled: boolean;
  onClick: () => void;
}

/** A desk's action on one order row, named by the order. */
export function OrderStepButton({ label, seq, variant = 'primary', disabled, onClick }: Props) {
  return (
    <Button size="sm" variant={variant} disabled={disabled} onClick={onClick}>
      {label} <span className="visually-hidden">order {seq}</span>
    </Button>
  );
}
