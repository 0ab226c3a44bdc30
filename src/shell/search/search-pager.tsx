import { pageCount } from './product-search';

interface Props {
  total: number;
  page: number;
  onPage: (page: number) => void;
}

export function SearchPager({ total, page, onPage }: Props) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Search result pages">
      <ul className="pagination pagination-sm">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
