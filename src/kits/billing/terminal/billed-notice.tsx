import Alert from 'react-bootstrap/Alert';
import { LoadingButton } from '../../../components/loading-button';
import { useBillingBook } from '../billing-book-context';
import type { OpenTable } from './use-open-table';

/** A billed table takes no new items until it is reopened (the modify right; the backend voids the bill). */
export function BilledNotice({ open }: { open: OpenTable }) {
  const { tableWord } = useBillingBook();
  if (!open.bill.billed) return null;
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2">
      <span>Reopen the {tableWord} to add items.</span>
      {open.bill.bills.length > 1 && <span>{open.bill.bills.length} bills to settle (the bill was split).</span>}
      {open.may('reopen') && (
        <LoadingButton
          type="button"
          size="sm"
          variant="outline-primary"
          loading={open.bill.reopening}
          loadingText="Reopening"
          onClick={() => void open.bill.reopen()}
        >
          Reopen
        </LoadingButton>
      )}
    </Alert>
  );
}
