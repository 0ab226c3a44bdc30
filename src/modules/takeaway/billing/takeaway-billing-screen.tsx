import { BillingBookProvider } from '../../../kits/billing/billing-book-context';
import { TerminalFrame } from '../../../kits/billing/terminal/terminal-frame';
import { TAKEAWAY_BOOK } from '../domain/takeaway-book';
import { TakeawayCounter } from './takeaway-counter';

/** /takeaway/billing-classy: counter billing without tables, on the POS billing kit's take-away book. */
export function TakeawayBillingScreen() {
  return (
    <BillingBookProvider book={TAKEAWAY_BOOK}>
      <TerminalFrame title="Take-away billing">{(data) => <TakeawayCounter data={data} />}</TerminalFrame>
    </BillingBookProvider>
  );
}
