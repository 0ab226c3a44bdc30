import { useQuery } from '@tanstack/react-query';
import { Copy, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { showDoneToast } from '../../../lib/messages/messages';
import { CataloguePage, Example } from '../catalogue-page';
import { iconCount, matchIcons } from './icon-search';

/** How many icons show before "Show more" (the set has about 2,000). */
const STEP = 120;

/**
 * The whole lucide-react set (its `icons` map), loaded only on this page (a dynamic import: it is large), sorted by
 * name.
 */
function useIconSet() {
  return useQuery({
    queryKey: ['demo-areas.lucide-icons'],
    // The set's own index, not the 'lucide-react' barrel: so the entry chunk keeps only the icons the app uses.
    queryFn: () =>
      import('lucide-react/dist/esm/icons/index.mjs').then((set: Readonly<Record<string, LucideIcon>>) =>
        Object.entries(set).sort(([a], [b]) => a.localeCompare(b)),
      ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Icons: the lucide-react set in a grid, with a search, the count, and a "Copy name" button per icon. */
export function IconsPage() {
  const set = useIconSet();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(STEP);
  const [copied, setCopied] = useState('');
  const names = useMemo(() => (set.data ?? []).map(([name]) => name), [set.data]);
  const components = useMemo(() => new Map(set.data ?? []), [set.data]);
  const matching = useMemo(() => matchIcons(names, search), [names, search]);
  const shown = matching.slice(0, limit);

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
      setCopied(`Copied ${name}.`);
      showDoneToast(`Copied "${name}".`);
    } catch {
      setCopied(`${name} could not be copied: select the name and copy it yourself.`);
    }
  };

  return (
    <CataloguePage intro="The app's icons come from lucide-react: import one by its name, e.g. import { Printer } from 'lucide-react'.">
      <Example
        title="The icon set"
        source="icons from 'lucide-react' (dynamic import on this page only); matchIcons — src/modules/demo-areas/icons/icon-search.ts"
      >
        {set.isPending ? (
          <Loading label="Loading the icons…" />
        ) : set.isError ? (
          <LoadFailed message="The icons could not be loaded." onRetry={() => void set.refetch()} />
        ) : (
          <>
            <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
              <Form.Group controlId="icon-search" style={{ minWidth: 280 }}>
                <Form.Label>Search the icons</Form.Label>
                <Form.Control
                  type="search"
                  value={search}
                  placeholder="e.g. arrow down, printer, rupee"
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setLimit(STEP);
                  }}
                />
              </Form.Group>
              <p className="mb-0" aria-live="polite" data-testid="icon-count">
                {iconCount(matching.length, names.length)}
              </p>
              <p className="mb-0 ms-auto small text-success" role="status" aria-live="polite">
                {copied}
              </p>
            </div>
            {matching.length === 0 ? (
              <p>No icon matches the search.</p>
            ) : (
              <ul className="icon-grid" aria-label="Icons">
                {shown.map((name) => {
                  const Icon = components.get(name);
                  return (
                    <li key={name}>
                      {Icon && <Icon size={28} aria-hidden="true" className="mb-2" />}
                      <div className="small mb-2">
                        <code>{name}</code>
                      </div>
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        aria-label={`Copy name ${name}`}
                        onClick={() => void copy(name)}
                      >
                        <Copy size={12} aria-hidden="true" className="me-1" />
                        Copy name
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {shown.length < matching.length && (
              <Button variant="outline-secondary" onClick={() => setLimit(limit + STEP)}>
                Show {Math.min(STEP, matching.length - shown.length)} more ({shown.length} of {matching.length} shown)
              </Button>
            )}
          </>
        )}
      </Example>
    </CataloguePage>
  );
}
