import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * The product's pictures: the chosen one large, and a thumbnail button for each (click, Enter or Space; arrow keys,
 * Home and End move along).
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const count = pictures.length;
  const choose = (index: number) => {
    setShown(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: shown + 1,
      ArrowDown: shown + 1,
      ArrowLeft: shown - 1,
      ArrowUp: shown - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose((target + count) % count);
  };
  if (count === 0) return null;
  return (
    <div className="product-gallery">
      <figure className="border rounded p-3 text-center mb-2 bg-body">
        <img
          src={pictures[shown]}
          alt={`${name}, picture ${shown + 1} of ${count}`}
          className="img-fluid"
          style={{ maxHeight: 320 }}
        />
        <figcaption className="small text-muted mt-2" aria-hidden="true">
          Picture {shown + 1} of {count}
        </figcaption>
      </figure>
      {count > 1 && (
        <ul className="d-flex gap-2 list-unstyled mb-0" aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
          {pictures.map((picture, index) => (
            <li key={`${picture}-${index}`}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={`btn p-1 border ${index === shown ? 'border-primary border-2' : ''}`}
                aria-label={`Show picture ${index + 1} of ${count}`}
                aria-pressed={index === shown}
                onClick={() => choose(index)}
              >
                <img src={picture} alt="" width={64} height={64} style={{ objectFit: 'contain' }} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
