import { screen, waitFor, within } from '@testing-library/react';
import type { ResourceDeclaration } from '../../../src/engine/resource';
import { setupDemoServer } from './demo-server';
import { control, fillField } from './fill-record';
import { renderApp, signInAs, warmUpScreens } from './render-app';

/** The company whose demo data the declarations' examples refer to. */
const COMPANY = 1010;

function editableText(resource: ResourceDeclaration) {
  return resource.fields.find((field) => field.name !== resource.key && field.type === 'text' && !field.pattern && !field.readOnly && !field.options);
}

/**
 * The architecture's describe.each over declared masters: the list renders, an empty save marks the
 * required fields and sends nothing, the declared example typed in saves and appears, an edit
 * shows, and delete asks and removes it.
 */
export function describeMasters(resources: readonly ResourceDeclaration[]) {
  const { requests } = setupDemoServer();
  beforeAll(warmUpScreens, 30_000);
  const saves = (resource: ResourceDeclaration) => requests.filter((request) => request.url.endsWith(resource.endpoints.save));

  // Documents (numbered, cancelled rather than deleted) have tests of their own.
  describe.each(resources.filter((resource) => !resource.document).map((resource) => [resource.screen.path, resource] as const))('master %s', (path, resource) => {
    it('lists, refuses an empty save, creates, edits and deletes', async () => {
      await signInAs(COMPANY, 'admin');
      const { user } = renderApp(`/applayout-sidebar-large/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: resource.title }, { timeout: 5000 })).toBeVisible();
      await screen.findByText(/^\d+ records?$/, undefined, { timeout: 5000 });
      expect(screen.getByRole('table')).toBeVisible();

      // An empty form: the required fields say so next to themselves, and nothing is sent.
      await user.click(screen.getByRole('button', { name: `New ${resource.singular.toLowerCase()}` }));
      await screen.findByRole('heading', { level: 1, name: `New ${resource.singular.toLowerCase()}` });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const keyField = resource.fields[0]!;
      await waitFor(() => expect(control(keyField.label)).toHaveAttribute('aria-invalid', 'true'));
      expect(saves(resource)).toHaveLength(0);

      // The declared example, typed in as a person would, saves and appears in the list.
      for (const field of resource.fields) await fillField(user, field, resource.example[field.name] ?? null);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('heading', { level: 1, name: resource.title }, { timeout: 5000 });
      const key = String(resource.example[resource.key]);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), key);
      const table = await screen.findByRole('table');
      expect(await within(table).findByRole('button', { name: `Edit ${key}` })).toBeVisible();

      // Edit one text field.
      const text = editableText(resource);
      if (text) {
        await user.click(within(table).getByRole('button', { name: `Edit ${key}` }));
        const input = await waitFor(() => control(text.label));
        await user.clear(input);
        await user.paste('Changed by the test');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await screen.findByRole('heading', { level: 1, name: resource.title }, { timeout: 5000 });
        if (resource.columns.includes(text.name)) expect(await screen.findByRole('cell', { name: 'Changed by the test' })).toBeVisible();
      }

      // Delete asks first, then removes it.
      await user.click(await screen.findByRole('button', { name: `Delete ${key}` }));
      const dialog = await screen.findByRole('dialog', { name: `Delete ${resource.singular.toLowerCase()}` });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: `Edit ${key}` })).not.toBeInTheDocument(), { timeout: 5000 });
      expect(saves(resource).map((request) => request.method)).toHaveLength(text ? 3 : 2);
    }, 60_000);
  });
}
