import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { PosMenuItem } from '../domain/master-types';
import { ItemTiles } from './item-tiles';

interface Props {
  items: readonly PosMenuItem[];
  outlet: string;
  rates: Readonly<Record<string, Readonly<Record<string, number>>>>;
  onAdd: (item: PosMenuItem) => void;
}

/**
 * A disclosure (its name stays; aria-expanded says whether it is open). The classic terminal's way to look through the
 * menu, group by group, for a cashier who does not know the code.
 */
export function MenuBrowser(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2">
      <Button
        variant="outline-secondary"
        size="sm"
        aria-expanded={open}
        aria-controls="menu-browser"
        onClick={() => setOpen(!open)}
      >
        Browse the menu
      </Button>
      {open && (
        <div id="menu-browser">
          <ItemTiles {...props} compact />
        </div>
      )}
    </div>
  );
}
