import type { PaletteEntry } from './palette-types';
import type { Section } from './palette-sections';

export const LIST_ID = 'palette-list';

export const optionId = (index: number) => `palette-option-${index}`;

interface Props {
  sections: readonly Section[];
  active: number;
  onActive: (index: number) => void;
  onOpen: (entry: PaletteEntry) => void;
}

/**
 * The listbox the combobox controls: one group per section, its options numbered across groups (the arrow keys walk
 * them in this order). Options never take the focus: it stays in the text box, which names the active one.
 */
export function PaletteList({ sections, active, onActive, onOpen }: Props) {
  let index = 0;
  return (
    <div id={LIST_ID} role="listbox" aria-label="Results" className="palette-list">
      {sections.map((section, place) => (
        // Two sources may use one heading: the place keeps the keys apart.
        <div key={`${place}:${section.group}`} role="group" aria-label={section.group} className="palette-group">
          <div className="palette-group-title" aria-hidden="true">
            {section.group}
          </div>
          {section.entries.map((entry) => {
            const at = index++;
            return (
              <div
                key={entry.id}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                className={`palette-option${at === active ? ' active' : ''}`}
                // Keep the focus in the text box when an option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => at !== active && onActive(at)}
                onClick={() => onOpen(entry)}
              >
                <span className="palette-option-title">{entry.title}</span>
                {entry.detail && <span className="palette-option-detail">{entry.detail}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
