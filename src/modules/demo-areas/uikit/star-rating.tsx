import { Star } from 'lucide-react';
import { useId, useState } from 'react';

interface InputProps {
  /** The question the stars answer, shown as the group's legend. */
  legend: string;
  /** 0 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** An error shown under the stars and announced with the group. */
  error?: string;
}

const starWord = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`;

/**
 * A star rating input: a radio group (one radio per star, named "1 star", "2 stars"...), so Tab reaches it and the
 * arrow keys change it; the stars up to the chosen one (or the one under the mouse) are filled.
 */
export function StarRating({ legend, value, onChange, max = 5, error }: InputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const errorId = `${name}-error`;
  return (
    <fieldset className="mb-2" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="star-rating" onMouseLeave={() => setHovered(0)}>
        {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
          <span key={count}>
            <input
              type="radio"
              id={`${name}-${count}`}
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              aria-invalid={error ? true : undefined}
            />
            <label
              htmlFor={`${name}-${count}`}
              className={count <= shown ? 'filled' : undefined}
              onMouseEnter={() => setHovered(count)}
            >
              <Star size={28} fill={count <= shown ? 'currentColor' : 'none'} aria-hidden="true" />
              <span className="visually-hidden">{starWord(count)}</span>
            </label>
          </span>
        ))}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** The stars to fill for a rating: whole stars, then a half star for a fraction from .25 to .75 (rounded otherwise). */
export function starFills(rating: number, max = 5): Array<'full' | 'half' | 'empty'> {
  const clamped = Math.min(Math.max(rating, 0), max);
  const quarters = Math.round(clamped * 4);
  const whole = Math.floor(quarters / 4);
  const rest = quarters % 4;
  const full = whole + (rest === 3 ? 1 : 0);
  const half = rest === 1 || rest === 2 ? 1 : 0;
  return Array.from({ length: max }, (_, index) => (index < full ? 'full' : index < full + half ? 'half' : 'empty'));
}

/** A read-only rating: stars for the eye, "Rated 4.4 out of 5" for screen readers. */
export function StarDisplay({ rating, max = 5, size = 16 }: { rating: number; max?: number; size?: number }) {
  return (
    <span
      className="star-display d-inline-flex align-items-center"
      role="img"
      aria-label={`Rated ${rating} out of ${max}`}
    >
      {starFills(rating, max).map((fill, index) => (
        <span key={index} className="position-relative d-inline-block" style={{ width: size, height: size }}>
          <Star size={size} fill="none" aria-hidden="true" className="position-absolute top-0 start-0 d-block" />
          {fill !== 'empty' && (
            <span
              className="position-absolute top-0 start-0 overflow-hidden"
              style={{ width: fill === 'full' ? size : size / 2, height: size }}
            >
              <Star size={size} fill="currentColor" aria-hidden="true" className="d-block" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
