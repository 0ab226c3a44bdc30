import { Download, Printer } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { toApiError } from '../../lib/api/api-error';
import { MessageType, showMessage } from '../../lib/messages/messages';
import type { FieldDeclaration, ResourceDeclaration } from '../resource';
import { ScreenAction } from '../screen-action';
import type { ReferenceLabels } from './cell-text';
import { exportCsv, exportExcel, exportTable } from './export-rows';
import type { ListRow } from './list-rows';

interface Props {
  resource: ResourceDeclaration;
  columns: readonly FieldDeclaration[];
  rows: readonly ListRow[];
  references: ReferenceLabels;
  onPrint: () => void;
}

/** Export of the filtered rows (CSV, Excel) and print of the list (transaction 7). */
export function ListExport({ resource, columns, rows, references, onPrint }: Props) {
  const fileName = resource.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const run = (write: typeof exportCsv) => {
    write(fileName, exportTable(columns, rows, references)).catch((error: unknown) =>
      showMessage(MessageType.ErrorDialog, toApiError(error).message),
    );
  };
  return (
    <div className="list-export" role="group" aria-label="Export and print">
      <Button variant="outline-secondary" size="sm" onClick={() => run(exportCsv)} disabled={rows.length === 0}>
        <Download size={16} aria-hidden="true" className="me-1" />
        CSV
      </Button>
      <Button variant="outline-secondary" size="sm" onClick={() => run(exportExcel)} disabled={rows.length === 0}>
        <Download size={16} aria-hidden="true" className="me-1" />
        Excel
      </Button>
      <ScreenAction transaction="print">
        <Button variant="outline-secondary" size="sm" onClick={onPrint} disabled={rows.length === 0}>
          <Printer size={16} aria-hidden="true" className="me-1" />
          Print
        </Button>
      </ScreenAction>
    </div>
  );
}
