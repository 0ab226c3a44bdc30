import { useEffect, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/** A printed document on screen: printed once shown, with Print again and Back beside it (not printed). */
export function PrintFrame({
  label,
  onClose,
  children,
  closeLabel = 'Back to the invoice',
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <article aria-label={label}>
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
      {children}
    </article>
  );
}
