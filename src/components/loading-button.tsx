import type { ReactNode } from 'react';
import { Button, Spinner, type ButtonProps } from 'react-bootstrap';

export interface LoadingButtonProps extends ButtonProps {
  /** While true the button is disabled, busy, and shows a spinner with `loadingText`. */
  loading: boolean;
  /** Text shown while loading; defaults to 'Please wait'. */
  loadingText?: string;
  children?: ReactNode;
}

/** A react-bootstrap Button (type 'submit' by default) with a loading state. */
export function LoadingButton({
  loading,
  loadingText = 'Please wait',
  type = 'submit',
  disabled,
  children,
  ...rest
}: LoadingButtonProps) {
  return (
    <Button {...rest} type={type} disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading ? (
        <>
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
          {loadingText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
