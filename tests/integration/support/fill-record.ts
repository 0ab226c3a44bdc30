import { fireEvent, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FieldDeclaration, FieldValue, LineRecord } from '../../../src/engine/resource';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `label` (the visible label may end with the required mark). */
export function control(label: string, scope: HTMLElement = document.body): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
}

/** Sets one field the way a person would: typing, choosing, ticking, searching a reference. */
export async function fillField(
  user: UserEvent,
  field: FieldDeclaration,
  value: FieldValue,
  label = field.label,
): Promise<void> {
  if (value === null || value === undefined) return;
  if (field.type === 'lines') {
    for (const [index, line] of (value as readonly LineRecord[]).entries()) {
      await user.click(
        within(document.getElementById('main-content') ?? document.body).getByRole('button', {
          name: `Add a line to ${field.label.toLowerCase()}`,
        }),
      );
      for (const child of field.lines ?? [])
        await fillField(user, child, line[child.name] ?? null, `${child.label}, line ${index + 1}`);
    }
    return;
  }
  if (field.type === 'image') return;
  const input = control(label);
  if (field.type === 'boolean') {
    if ((input as HTMLInputElement).checked !== value) await user.click(input);
  } else if (field.type === 'select') {
    await user.selectOptions(input, String(value));
  } else if (field.type === 'reference') {
    if (value === '') return;
    await user.click(input);
    await user.type(input, String(value));
    await within(document.getElementById('main-content') ?? document.body).findByRole('option', {
      name: new RegExp(`\\(${escape(String(value))}\\)$`),
    });
    await user.keyboard('{Enter}');
  } else if (field.type === 'date' || field.type === 'datetime') {
    fireEvent.change(input, { target: { value: String(value) } });
  } else {
    await user.clear(input);
    if (String(value) !== '') {
      await user.click(input);
      await user.paste(String(value));
    }
  }
}
