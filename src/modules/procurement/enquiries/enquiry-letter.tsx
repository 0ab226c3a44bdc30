import Alert from 'react-bootstrap/Alert';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { DocumentPrintFrame } from '../../../components/print/document-print';
import { formatDate } from '../../../lib/format/date-format';
import { useSession } from '../../../lib/session/session-store';
import { formatQuantity } from '../requests/request-format';
import type { EnquiryAnswer, EnquiryAnswerLine } from './enquiry-types';

const COLUMNS: readonly TableColumn<EnquiryAnswerLine>[] = [
  { label: '#', cell: (line) => line.sno },
  { label: 'Item', cell: (line) => line.itemname },
  { label: 'Description', cell: (line) => line.itemdescription },
  { label: 'Quantity', cell: (line) => formatQuantity(line.qty), numeric: true },
  { label: 'Unit', cell: (line) => line.um },
];

interface Props {
  answer: EnquiryAnswer;
  /** The "mail" view: the supplier's e-mail shown as the addressee; nothing is sent. */
  mail: boolean;
  onClose: () => void;
}

/** The enquiry as a covering letter: letterhead, the supplier's name and address, salutation, the items, the notes. */
export function EnquiryLetter({ answer, mail, onClose }: Props) {
  const session = useSession();
  const { header, lines, notes } = answer;
  const place = [header.city, header.district !== header.city ? header.district : '', header.stat, header.zip]
    .filter(Boolean)
    .join(', ');
  return (
    <DocumentPrintFrame
      title={`Purchase enquiry ${header.seq}`}
      onClose={onClose}
      autoPrint={!mail}
      withAddress
      notice={
        mail && (
          <Alert variant="info" className="d-print-none">
            The demo does not send e-mail: this is the letter as it would go to{' '}
            {header.email || 'the supplier (no e-mail address on file)'}.
          </Alert>
        )
      }
    >
      <p>
        Date: {formatDate(header.dat)}
        {header.validity ? ` · Please quote by ${formatDate(header.validity)}` : ''}
      </p>
      {mail && <p>To: {header.email || '(no e-mail address)'}</p>}
      <address aria-label="Supplier">
        <strong>{header.vendorname}</strong>
        <br />
        {header.addr}
        <br />
        {place}
        {header.tel && (
          <>
            <br />
            Phone {header.tel}
          </>
        )}
      </address>
      <p>Dear Sir or Madam,</p>
      <p>We would be glad to have your quotation for the following items:</p>
      <DataTable
        rows={lines}
        columns={COLUMNS}
        rowKey={(line) => line.sno}
        caption="Items"
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm"
        responsive={false}
      />
      {notes.length > 0 && (
        <ol aria-label="Notes">
          {notes.map((note) => (
            <li key={note.sno}>{note.note}</li>
          ))}
        </ol>
      )}
      <p className="mt-4">Yours faithfully,</p>
      <p>For {session?.addr.company}</p>
    </DocumentPrintFrame>
  );
}
