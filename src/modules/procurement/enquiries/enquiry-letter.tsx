import Alert from 'react-bootstrap/Alert';
import { DocumentPrintFrame } from '../../../components/print/document-print';
import { formatDate } from '../../../lib/format/date-format';
import { useSession } from '../../../lib/session/session-store';
import { formatQuantity } from '../requests/request-format';
import type { EnquiryAnswer } from './enquiry-types';

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
      <table className="table table-sm">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col">Unit</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sno}>
              <td>{line.sno}</td>
              <td>{line.itemname}</td>
              <td>{line.itemdescription}</td>
              <td className="text-end">{formatQuantity(line.qty)}</td>
              <td>{line.um}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
