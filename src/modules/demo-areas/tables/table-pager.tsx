import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import { pageButtons, rangeText } from './people-rules';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface Props {
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The table's foot: "1–10 of 200", a page-size choice and page buttons (the current one marked aria-current). */
export function TablePager({ page, pages, from, to, total, size, onPage, onSize }: Props) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3">
      <p className="mb-0" aria-live="polite" data-testid="table-range">
        {rangeText(from, to, total)}
      </p>
      <Form.Group controlId="table-page-size" className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0 text-nowrap">Rows per page</Form.Label>
        <Form.Select size="sm" value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {PAGE_SIZES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <nav aria-label="Pages">
        <Pagination size="sm" className="mb-0">
          <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page" />
          {pageButtons(page, pages).map((number, index) =>
            number === null ? (
              <Pagination.Ellipsis key={`gap-${index}`} disabled aria-hidden="true" />
            ) : (
              <Pagination.Item
                key={number}
                active={number === page}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPage(number)}
              >
                {number}
              </Pagination.Item>
            ),
          )}
          <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page" />
        </Pagination>
      </nav>
    </div>
  );
}
