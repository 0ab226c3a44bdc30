import Form from 'react-bootstrap/Form';
import { useChoosePaper, usePaperWidth } from '../../../components/print/paper-setting';
import { PAPER_WIDTHS, paperWidthOf } from '../../../components/print/thermal-paper';

/**
 * The roll of the outlet's slip printer on this device (80 mm unless set): the bills, KOTs, tokens and receipts
 * printed here are laid out for it. A device setting: the server's outlet record has no such field.
 */
export function PaperPicker({ outlet }: { outlet: string }) {
  const width = usePaperWidth(outlet);
  const choose = useChoosePaper();
  return (
    <Form.Group controlId="terminal-paper" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 text-nowrap">Slip paper</Form.Label>
      <Form.Select
        value={String(width)}
        onChange={(event) => choose(outlet, paperWidthOf(event.target.value))}
        style={{ maxWidth: '9rem', minWidth: 0 }}
      >
        {PAPER_WIDTHS.map((paper) => (
          <option key={paper} value={String(paper)}>
            {paper} mm roll
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
