import type { CreditNoteRow } from '../credit-notes/credit-note-types';
import { creditNoteRows } from './credit-note-rows';

const note = (seq: string, dat: string, vendorid: string, pos: number, amt: number): CreditNoteRow => ({
  recordId: 1,
  seq,
  dat,
  refmir: `MIR-${seq}`,
  refinvoice: `INV-${seq}`,
  vendorid,
  vendorname: vendorid === 'B' ? '' : `Vendor ${vendorid}`,
  mobile: '',
  amt,
  descriptio: `Rate difference on ${seq}`,
  pos,
  printCount: 0,
});
const NOTES = [
  note('PCR3', '2026-11-20', 'A', 2, 0.3),
  note('PCR1', '2026-11-02', 'B', 2, 12.5),
  note('PCR2', '2026-11-10', 'A', 9, 40),
  note('PCR4', '2026-10-31', 'A', 2, 7),
];
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', supplier: '' };

describe('list of credit notes', () => {
  it('lists the notes of the period by date, cancelled ones left out, of one supplier when asked', () => {
    const rows = creditNoteRows(NOTES, NOVEMBER, (id) => `Supplier ${id}`);
    expect(rows).toEqual([
      {
        seq: 'PCR1',
        dat: '2026-11-02',
        vendorid: 'B',
        vendorname: 'Supplier B',
        refmir: 'MIR-PCR1',
        refinvoice: 'INV-PCR1',
        amt: 12.5,
        descriptio: 'Rate difference on PCR1',
      },
      expect.objectContaining({ seq: 'PCR3', vendorname: 'Vendor A', amt: 0.3 }),
    ]);
    expect(creditNoteRows(NOTES, { ...NOVEMBER, supplier: 'A' }, String).map((row) => row.seq)).toEqual(['PCR3']);
  });
});
