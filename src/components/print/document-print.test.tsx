import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentPrintFrame } from './document-print';

describe('the document print frame', () => {
  // jsdom has no print dialog: the frame's calls are counted instead.
  beforeEach(() => vi.spyOn(window, 'print').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('prints once shown, names the document by its title, and goes back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <DocumentPrintFrame
        title="Fee receipt REC2026-00001"
        onClose={onClose}
        signatures={['Received by', 'Signature of the parent']}
      >
        <p>Dues settled</p>
      </DocumentPrintFrame>,
    );
    expect(screen.getByRole('article', { name: 'Fee receipt REC2026-00001' })).toHaveTextContent('Dues settled');
    expect(screen.getByRole('heading', { level: 1, name: 'Fee receipt REC2026-00001' })).toBeInTheDocument();
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Signature of the parent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print again' }));
    expect(window.print).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without the print right offers no print and prints nothing', () => {
    vi.useFakeTimers();
    render(
      <DocumentPrintFrame
        title="Hostel bill HB1"
        onClose={vi.fn()}
        closeLabel="Back to billing"
        mayPrint={false}
        company="Hill View Hostel"
      >
        <p>Rent</p>
      </DocumentPrintFrame>,
    );
    expect(screen.queryByRole('button', { name: /^Print/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to billing' })).toBeInTheDocument();
    // A document that names its own company (a payslip's employer) prints that one above its title.
    expect(screen.getByText('Hill View Hostel')).toBeInTheDocument();
    vi.advanceTimersByTime(1000);
    expect(window.print).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it("sets a letter's date and addressee above its subject, and a screen note above the letterhead", () => {
    render(
      <DocumentPrintFrame
        title="Letter of appointment"
        onClose={vi.fn()}
        autoPrint={false}
        company="Maple School"
        notice={<p>Not sent: the demo has no mail.</p>}
        beforeTitle={<p>To Asha Rao</p>}
      >
        <p>Dear Asha,</p>
      </DocumentPrintFrame>,
    );
    const order = [...screen.getByRole('article').querySelectorAll('p, h1')].map((node) => node.textContent);
    expect(order).toEqual([
      'Not sent: the demo has no mail.',
      'Maple School',
      'To Asha Rao',
      'Letter of appointment',
      'Dear Asha,',
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("on A4 the whole article is what prints; on the roll only the slip, sized by the device's roll", () => {
    localStorage.removeItem('erp.print.paper|');
    const { unmount } = render(
      <DocumentPrintFrame title="Sale order SO26-11/0001" onClose={vi.fn()} autoPrint={false}>
        <p>Items</p>
      </DocumentPrintFrame>,
    );
    expect(screen.getByRole('article')).toHaveClass('print-sheet', 'print-a4');
    unmount();

    // A receipt at a counter whose printer was last set to 58 mm rolls (no session: no company).
    localStorage.setItem('erp.print.paper|', JSON.stringify({ outlets: {}, last: 58 }));
    render(
      <DocumentPrintFrame
        title="Fee receipt REC2026-00002"
        onClose={vi.fn()}
        autoPrint={false}
        signatures={['Received by', 'Signature of the parent']}
        paper="thermal"
      >
        <p>Dues settled</p>
      </DocumentPrintFrame>,
    );
    const article = screen.getByRole('article', { name: 'Fee receipt REC2026-00002' });
    expect(article).not.toHaveClass('print-sheet');
    const slip = article.querySelector('.print-sheet')!;
    expect(slip).toHaveClass('thermal-sheet', 'thermal-58');
    // The title, the document and (on screen as on paper) the signature lines are on the slip; Print is not.
    expect(slip).toHaveTextContent('Fee receipt REC2026-00002Dues settledReceived bySignature of the parent');
    expect(slip).not.toContainElement(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByText('Signature of the parent')).toBeVisible();
    localStorage.removeItem('erp.print.paper|');
  });
});
