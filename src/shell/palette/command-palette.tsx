import { useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part';
import { useSession } from '../../lib/session/session-store';
import { needsLayoutPrefix, withLayoutPrefix } from '../../lib/ui/layouts';
import { useUiStore } from '../../lib/ui/ui-store';
import { useLayoutName } from '../../lib/ui/use-layout-name';
import type { PaletteEntry } from './palette-types';
import { rememberRecent } from './recents';
import { useFocusReturn, usePaletteShortcut, useScreenVisits } from './use-palette-keys';
import './palette.scss';

/** The palette's search (its sources, the menu's words, the list): fetched ahead, once the frame is up. */
const body = lazyPart(() => import('./palette-body').then((module) => module.PaletteBody));
const WARM_AFTER_MS = 1000;

/**
 * The command palette (the spec's search overlay, grown): Ctrl+K / ⌘K or the header's search button opens it on any
 * signed-in screen; it finds the screens of the user's menu, their recent screens and records, and the products.
 * Esc closes it and gives the focus back to where it was.
 */
export function CommandPalette() {
  const open = useUiStore((state) => state.searchOpen);
  const setOpen = useUiStore((state) => state.setSearchOpen);
  const session = useSession();
  const navigate = useNavigate();
  const layout = useLayoutName();
  const giveFocusBack = useFocusReturn();
  usePaletteShortcut();
  useScreenVisits();
  // Signing out unmounts the frame: the next person to sign in starts with the palette closed.
  useEffect(() => () => useUiStore.getState().setSearchOpen(false), []);
  useEffect(() => {
    const timer = setTimeout(body.warm, WARM_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = () => setOpen(false);
  const openEntry = (entry: PaletteEntry) => {
    if (session) rememberRecent(session.usr, entry);
    setOpen(false);
    navigate(needsLayoutPrefix(entry.to) ? withLayoutPrefix(entry.to, layout) : entry.to);
  };
  return (
    <Modal
      show={open}
      onHide={close}
      onExited={giveFocusBack}
      restoreFocus={false}
      fullscreen="sm-down"
      scrollable
      dialogClassName="command-palette"
      aria-labelledby="palette-title"
    >
      <Modal.Header closeButton closeLabel="Close the search">
        <Modal.Title id="palette-title" as="h2" className="h6 mb-0">
          Search products and screens
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <body.Part onOpen={openEntry} onClose={close} />
      </Modal.Body>
    </Modal>
  );
}
