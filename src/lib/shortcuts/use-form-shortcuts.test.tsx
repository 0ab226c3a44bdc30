import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { pressSave, useFormShortcuts } from './use-form-shortcuts';

function Form({ onSave, onCancel, canSave = true }: { onSave: () => void; onCancel: () => void; canSave?: boolean }) {
  const buttons = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  useFormShortcuts({ actions: buttons, onCancel });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    onSave();
  };
  return (
    <form onSubmit={submit} aria-label="Unit">
      <label htmlFor="name">Name</label>
      <input id="name" />
      <div ref={buttons}>
        {canSave && (
          <button type="submit" disabled={saving}>
            Save
          </button>
        )}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

describe('form keys', () => {
  it('saves with Ctrl+S from a text box once, even pressed twice, and cancels with Esc', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<Form onSave={onSave} onCancel={onCancel} />);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Control>}ss{/Control}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('presses Save once for two presses in one turn, and nothing when there is no Save', () => {
    const onSave = vi.fn();
    const { rerender } = render(<Form onSave={onSave} onCancel={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Unit' });
    expect(pressSave(form)).toBe(true);
    expect(pressSave(form)).toBe(false);
    expect(onSave).toHaveBeenCalledTimes(1);
    rerender(<Form onSave={onSave} onCancel={() => undefined} canSave={false} />);
    expect(pressSave(form)).toBe(false);
  });

  it("keeps the browser's own Save page shut even without a Save button", () => {
    render(<Form onSave={() => undefined} onCancel={() => undefined} canSave={false} />);
    const event = new KeyboardEvent('keydown', { key: 's', metaKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
