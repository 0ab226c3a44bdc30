import { Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceDocument } from './invoice-document';
import type { Invoice } from './invoice-types';

interface Props {
  invoice: Invoice;
  onEdit: () => void;
  onBack: () => void;
}

/** One invoice read-only and printable, with Edit, Print and Delete as the user's rights allow. */
export function InvoiceView({ invoice, onEdit, onBack }: Props) {
  const allowed = useScreenPermission();
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="invoice-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none" role="group" aria-label="Invoice actions">
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the list
        </Button>
        {allowed('modify') && (
          <Button onClick={onEdit}>
            <Pencil size={16} aria-hidden="true" className="me-1" />
            Edit
          </Button>
        )}
        {allowed('print') && (
          <Button variant="outline-primary" onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" className="me-1" />
            Print
          </Button>
        )}
        {allowed('delete') && (
          <Button variant="outline-danger" onClick={() => setDeleting(true)}>
            <Trash2 size={16} aria-hidden="true" className="me-1" />
            Delete
          </Button>
        )}
      </div>
      <InvoiceDocument invoice={invoice} />
      {deleting && <DeleteInvoiceDialog invoice={invoice} onClose={() => setDeleting(false)} onDeleted={onBack} />}
    </section>
  );
}
