import { ClassicTerminal } from './terminal/classic-terminal';

/** /pos/res-billing-classy: restaurant table service at a desk (keyboard first). */
export function BillingClassicScreen() {
  return <ClassicTerminal title="Restaurant billing" />;
}
