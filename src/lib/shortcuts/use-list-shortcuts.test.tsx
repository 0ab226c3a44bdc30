import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { stepHighlight, useListShortcuts, type ListShortcutOptions } from './use-list-shortcuts';

const ROWS = ['Rice', 'Dal', 'Salt'];

function List(props: Omit<ListShortcutOptions, 'count' | 'search'>) {
  const box = useRef<HTMLInputElement>(null);
  const highlighted = useListShortcuts({ count: ROWS.length, search: () => box.current, ...props });
  return (
    <>
      <label htmlFor="find">Search</label>
      <input id="find" type="search" ref={box} />
      <ul>
        {ROWS.map((name, index) => (
          <li key={name} aria-current={index === highlighted || undefined}>
            {name}
          </li>
        ))}
      </ul>
    </>
  );
}

const current = () => screen.queryAllByRole('listitem').find((item) => item.getAttribute('aria-current'));

describe('list keys', () => {
  it('steps the highlight from none to the first row and holds at both ends', () => {
    expect(stepHighlight(-1, 1, 3)).toBe(0);
    expect(stepHighlight(-1, -1, 3)).toBe(0);
    expect(stepHighlight(0, -1, 3)).toBe(0);
    expect(stepHighlight(1, 1, 3)).toBe(2);
    expect(stepHighlight(2, 1, 3)).toBe(2);
    expect(stepHighlight(0, 1, 0)).toBe(-1);
  });

  it('moves the highlight with the arrows, opens the highlighted row with Enter, and adds with n', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpen = vi.fn();
    const onNew = vi.fn();
    render(<List onOpen={onOpen} onNew={onNew} />);
    await user.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(current()).toHaveTextContent('Dal');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(1);
    await user.keyboard('n');
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('focuses the search box with /, where n and the arrows are typed or move the caret', async () => {
    const user = userEvent.setup({ delay: null });
    const onNew = vi.fn();
    render(<List onNew={onNew} />);
    await user.keyboard('/');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.keyboard('n/{ArrowDown}');
    expect(box).toHaveValue('n/');
    expect(onNew).not.toHaveBeenCalled();
    expect(current()).toBeUndefined();
  });

  it('leaves n alone without the right to add, and Enter with no row highlighted', () => {
    render(<List onNew={null} onOpen={() => undefined} />);
    // fireEvent answers false when a handler took the key.
    expect(fireEvent.keyDown(document.body, { key: 'n' })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'Enter' })).toBe(false);
  });
});
