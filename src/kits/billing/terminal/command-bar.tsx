import Button from 'react-bootstrap/Button';
import { SHORTCUTS, type TerminalCommand } from './terminal-keys';
import type { OpenTable } from './use-open-table';

const WORDS: Record<TerminalCommand, string> = { kot: 'Send KOT', bill: 'Make bill', settle: 'Settle' };
const VARIANTS: Record<TerminalCommand, string> = { kot: 'primary', bill: 'success', settle: 'dark' };
const RIGHTS = { kot: 'kot', bill: 'bill', settle: 'settle' } as const;

/**
 * The open table's commands, each showing its key (F2 Send KOT, F4 Make bill, F8 Settle), then KOT reprint, transfer
 * and merge.
 */
export function CommandBar({ open, large = false }: { open: OpenTable; large?: boolean }) {
  const { may, bill } = open;
  const kitchenHas = (open.order.running?.kotIds.length ?? 0) > 0;
  const size = large ? 'lg' : undefined;
  const disabled: Record<TerminalCommand, boolean> = {
    kot: bill.billed || open.kot.busy,
    bill: bill.billed,
    settle: !bill.billed,
  };
  return (
    <div className="d-flex flex-wrap gap-2 my-2" role="group" aria-label="Table commands">
      {(Object.keys(WORDS) as TerminalCommand[])
        .filter((command) => may(RIGHTS[command]))
        .map((command) => (
          <Button
            key={command}
            size={size}
            variant={VARIANTS[command]}
            aria-keyshortcuts={SHORTCUTS[command]}
            disabled={disabled[command]}
            onClick={() => open.run(command)}
          >
            {WORDS[command]} <kbd>{SHORTCUTS[command]}</kbd>
          </Button>
        ))}
      {may('reprint') && kitchenHas && (
        <Button size={size} variant="outline-secondary" onClick={() => open.setDialog('kots')}>
          Reprint KOT
        </Button>
      )}
      {/* A delivery's pseudo table stays where it is: it is no table of the floor. */}
      {may('transfer') && !open.table.pseudo && !bill.billed && open.order.sent.lines.length > 0 && (
        <>
          <Button size={size} variant="outline-secondary" onClick={() => open.setDialog('transfer')}>
            Transfer table
          </Button>
          <Button size={size} variant="outline-secondary" onClick={() => open.setDialog('merge')}>
            Merge tables
          </Button>
        </>
      )}
    </div>
  );
}
