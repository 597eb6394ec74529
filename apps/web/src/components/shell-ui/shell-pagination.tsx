import { DOUBLE_LEFT, DOUBLE_RIGHT, Icon, LEFT, RIGHT } from './icons.tsx';
import { ShellSelect } from './shell-select.tsx';
import './light.css';

/** antd's page sizes and its en_GB wording ('10 / page', 'Previous Page', 'Next 5 Pages'). */
const PAGE_SIZES = [10, 20, 50, 100];
const BUFFER = 2;

type Item = number | 'jump-prev' | 'jump-next';

/** The page buttons shown (antd's: all of up to 7 pages, else first, 5 around the current one, last, and jumps between). */
export function pageItems(current: number, pages: number): Item[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(pages, current + BUFFER);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const items: Item[] = [];
  if (left > 1) items.push(1);
  if (left > 2) items.push('jump-prev');
  for (let page = left; page <= right; page++) items.push(page);
  if (right < pages - 1) items.push('jump-next');
  if (right < pages) items.push(pages);
  return items;
}

/**
 * Page buttons under a table (antd's Pagination, as the dashboards showed it): Previous, the
 * pages (the current one marked), jumps of 5 pages, Next, and the page-size select when
 * `showSizeChanger`. Every control is a button named by what it does.
 */
export function ShellPagination({
  current,
  pageSize,
  total,
  onChange,
  showSizeChanger = false,
  size = 'small',
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  showSizeChanger?: boolean;
  size?: 'small' | 'middle';
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, current), pages);
  const go = (to: number) => onChange(Math.min(Math.max(1, to), pages), pageSize);
  return (
    <ul className={`shell-pagination shell-pagination--${size}`}>
      <li>
        <button
          type="button"
          title="Previous Page"
          className="shell-pagination__step"
          aria-label="Previous Page"
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        >
          <Icon icon={LEFT} />
        </button>
      </li>
      {pageItems(page, pages).map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <button
              type="button"
              title={String(item)}
              className={
                item === page
                  ? 'shell-pagination__page shell-pagination__page--active'
                  : 'shell-pagination__page'
              }
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => go(item)}
            >
              {item}
            </button>
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              title={item === 'jump-prev' ? 'Previous 5 Pages' : 'Next 5 Pages'}
              className="shell-pagination__jump"
              aria-label={item === 'jump-prev' ? 'Previous 5 Pages' : 'Next 5 Pages'}
              onClick={() => go(item === 'jump-prev' ? page - 5 : page + 5)}
            >
              <span className="shell-pagination__ellipsis" aria-hidden>
                •••
              </span>
              <Icon
                icon={item === 'jump-prev' ? DOUBLE_LEFT : DOUBLE_RIGHT}
                className="shell-pagination__jump-icon"
              />
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          title="Next Page"
          className="shell-pagination__step"
          aria-label="Next Page"
          disabled={page >= pages}
          onClick={() => go(page + 1)}
        >
          <Icon icon={RIGHT} />
        </button>
      </li>
      {showSizeChanger ? (
        <li className="shell-pagination__options">
          <ShellSelect<number>
            aria-label="Page Size"
            value={pageSize}
            options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} / page` }))}
            onChange={(next) => {
              if (next && next !== pageSize)
                onChange(Math.min(page, Math.max(1, Math.ceil(total / next))), next);
            }}
            style={{ width: 100 }}
          />
        </li>
      ) : null}
    </ul>
  );
}
