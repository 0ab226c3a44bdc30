import { Fragment, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { DataTable, type TableColumn } from '../../components/data-table';
import { keyParts } from '../../lib/shortcuts/shortcut-keys';
import { useShortcutStore, type RegisteredShortcut } from '../../lib/shortcuts/shortcut-store';
import { useAnyFormKeys } from './use-any-form-keys';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import { shortcutGroups } from './shortcut-rows';

/** The keys as printed on the keyboard: Ctrl+S, ↓, F2. */
export function Keys({ keys }: { keys: string }) {
  return (
    <>
      {keyParts(keys).map((part, index) => (
        <Fragment key={part}>
          {index > 0 && '+'}
          <kbd>{part}</kbd>
        </Fragment>
      ))}
    </>
  );
}

const COLUMNS: readonly TableColumn<RegisteredShortcut>[] = [
  { label: 'Keys', cell: (shortcut) => <Keys keys={shortcut.keys} />, className: 'text-nowrap' },
  { label: 'What it does', cell: (shortcut) => shortcut.label },
];

function ShortcutTable({ caption, rows }: { caption: string; rows: RegisteredShortcut[] }) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(shortcut) => `${shortcut.owner} ${shortcut.keys}`}
      caption={caption}
      tableClassName="table table-sm align-middle mb-3"
      empty={null}
    />
  );
}

/** The list of the shortcuts that work now, kept current while it is open (a screen may add its own). */
function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const registrations = useShortcutStore((state) => state.registrations);
  const groups = useMemo(() => shortcutGroups(registrations), [registrations]);
  return (
    <Modal show onHide={onClose} aria-labelledby="shortcuts-title" size="lg" scrollable>
      <Modal.Header closeButton>
        <Modal.Title id="shortcuts-title" className="h5">
          Keyboard shortcuts
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ShortcutTable caption="Everywhere" rows={groups.everywhere} />
        {groups.screen.length > 0 ? (
          <ShortcutTable caption="On this screen" rows={groups.screen} />
        ) : (
          <p>This screen has no shortcuts of its own.</p>
        )}
        <p className="text-muted small mb-0">
          Single keys are typed as text while you are in a box; Ctrl combinations, function keys and Esc work there too.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** `?` anywhere (but in a box) lists the shortcuts of the screen in view and the shell's. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useShortcuts([{ keys: '?', label: 'Show the keyboard shortcuts', run: () => setOpen(true) }], 'global');
  useAnyFormKeys();
  return open ? <ShortcutsDialog onClose={() => setOpen(false)} /> : null;
}
