import { TouchTerminal } from './terminal/touch-terminal';

/** /pos/res-billing-stylish: the same terminal as tiles, for touch screens and phones. */
export function BillingTouchScreen() {
  return <TouchTerminal title="Restaurant billing (touch)" />;
}
