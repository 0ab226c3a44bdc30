import { Star } from 'lucide-react';

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * Five stars filled to the rating (to the nearest half), the count beside them, and the same in words for screen
 * readers.
 */
export function ProductRating({ rating, count }: { rating: number; count: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span className="product-rating d-inline-flex align-items-center gap-1">
      <span aria-hidden="true" className="text-warning d-inline-flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            size={16}
            fill={halves >= star * 2 - 1 ? 'currentColor' : 'none'}
            fillOpacity={halves === star * 2 - 1 ? 0.4 : 1}
          />
        ))}
      </span>
      <span aria-hidden="true" className="small text-muted">
        {rating.toFixed(1)} ({countFormat.format(count)})
      </span>
      <span className="visually-hidden">
        Rated {rating.toFixed(1)} out of 5 by {countFormat.format(count)} {count === 1 ? 'buyer' : 'buyers'}
      </span>
    </span>
  );
}
