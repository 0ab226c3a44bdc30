import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSession } from '../../lib/session/session-store';
import { PALETTE_SOURCES } from './palette-sources';
import { LIST_ID, optionId, PaletteList } from './palette-list';
import { paletteSections, resultsStatus } from './palette-sections';
import type { PaletteEntry } from './palette-types';
import { recentEntries, screenSource } from './screen-source';
import { usePaletteSearch } from './use-palette-search';

/** Where each key moves the active option among `count` (wrapping at the ends); null: not a moving key. */
export function movedTo(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Ranks the screens once for a text nobody typed, just after the palette opens: the first keystroke then runs
 * compiled code, as every later one does, instead of paying for the first run at the key.
 */
function warmScreenRanking() {
  const timer = setTimeout(() => screenSource.search('a', new AbortController().signal));
  return () => clearTimeout(timer);
}

/** The combobox and its results; mounted each time the palette opens, so it opens empty. */
export function PaletteBody({ onOpen, onClose }: { onOpen: (entry: PaletteEntry) => void; onClose: () => void }) {
  const session = useSession();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState(0);
  const { groups, search } = usePaletteSearch(PALETTE_SOURCES);
  useEffect(() => search(''), [search]);
  useEffect(warmScreenRanking, []);
  const recent = useMemo(() => (session ? recentEntries(session) : []), [session]);
  const sections = paletteSections(text, recent, groups);
  const options = sections.flatMap((section) => section.entries);
  const active = Math.min(chosen, options.length - 1);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  const failed = groups.filter((result) => result.state === 'failed');

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const next = movedTo(event.key, active, options.length);
    if (next !== null) {
      event.preventDefault();
      setChosen(next);
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      onOpen(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <>
      <Form.Label htmlFor="palette-text">Find a screen or product</Form.Label>
      <Form.Control
        id="palette-text"
        type="text"
        autoFocus
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={LIST_ID}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-describedby="palette-status"
        placeholder="A screen, a word like GRN or payslip, a product"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(0);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p id="palette-status" role="status" className="small text-muted my-2">
        {resultsStatus(text, sections, groups)}
      </p>
      <PaletteList sections={sections} active={active} onActive={setChosen} onOpen={onOpen} />
      {failed.map((result) => (
        <p key={result.group} className="small text-danger mt-2 mb-0">
          {result.group} could not be searched: {result.problem}{' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => search(text)}>
            Try again
          </button>
        </p>
      ))}
    </>
  );
}
