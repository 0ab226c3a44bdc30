import { useEffect, useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useSession } from '../../lib/session/session-store';
import { ThermalSheet } from './thermal-sheet';

interface Props {
  /** The document's heading: its kind and number ("(cancelled)" when it is). */
  title: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  /** The browser's print opens once the document is on screen (the first copy); else only on the button. */
  autoPrint?: boolean;
  /** The print right: without it, no print button and no print. */
  mayPrint?: boolean;
  printLabel?: string;
  /** The lines signed on paper, under the document (not shown on screen). */
  signatures?: readonly string[];
  maxWidth?: string;
  /** The company printed above the title: the signed-in one's unless the document names its own (a payslip's). */
  company?: string;
  /** The company's address under its name (a letter-like document). */
  withAddress?: boolean;
  /** A note on screen only, above the document (what a mail view would send, say). */
  notice?: ReactNode;
  /** What a letter puts between its letterhead and its subject: the date and the addressee. */
  beforeTitle?: ReactNode;
  /**
   * A4 (the default), or the thermal roll a counter prints receipts on (the device's, see `usePaperWidth`): on the
   * roll the signature lines show on screen too, as the slip is laid out alike on both.
   */
  paper?: 'A4' | 'thermal';
  children: ReactNode;
}

/**
 * A document laid out for paper (a receipt, a voucher, a bill, an order): the company and the title above it, Print
 * and the way back beside it on screen only, the signature lines under it on paper only. On paper only the document
 * prints, on A4 or on the thermal roll (`src/styles/_print.scss`).
 */
export function DocumentPrintFrame({
  title,
  onClose,
  closeLabel = 'Back to the list',
  autoPrint = true,
  mayPrint = true,
  printLabel = autoPrint ? 'Print again' : 'Print',
  signatures = [],
  maxWidth,
  company,
  withAddress = false,
  notice,
  beforeTitle,
  paper = 'A4',
  children,
}: Props) {
  const session = useSession();
  const titleId = useId();
  const printing = autoPrint && mayPrint;
  useEffect(() => {
    if (!printing) return;
    // A moment after it is laid out, so the print has the whole document.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [printing]);
  const thermal = paper === 'thermal';
  const actions = (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        {mayPrint && <Button onClick={() => window.print()}>{printLabel}</Button>}
        <Button variant="outline-secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
      {notice}
    </>
  );
  const content = (
    <>
      <p className="mb-0 fw-semibold">{company ?? session?.addr.company}</p>
      {withAddress && (
        <p className="text-muted small">{[session?.addr.address, session?.addr.city].filter(Boolean).join(', ')}</p>
      )}
      {beforeTitle}
      <h1 id={titleId} className="h4">
        {title}
      </h1>
      {children}
      {signatures.length > 0 && (
        <div className={thermal ? 'thermal-signatures' : 'voucher-signatures d-none d-print-flex'}>
          {signatures.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </div>
      )}
    </>
  );
  if (thermal)
    return (
      <article aria-labelledby={titleId} className="document-print">
        {actions}
        <ThermalSheet>{content}</ThermalSheet>
      </article>
    );
  return (
    <article
      aria-labelledby={titleId}
      className="document-print print-sheet print-a4"
      style={maxWidth ? { maxWidth } : undefined}
    >
      {actions}
      {content}
    </article>
  );
}
