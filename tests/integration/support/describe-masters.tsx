import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ResourceDeclaration } from '../../../src/engine/resource';
import { setupDemoServer } from './demo-server';
import { control, fillField } from './fill-record';
import { editableText, edited, serverNumbered } from './master-crud';
import { renderApp, signInAs, warmUpScreens } from './render-app';

/** The company whose demo data the declarations' examples refer to. */
const COMPANY = 1010;

/** Queries inside the routed content only: the shell around it (sidebar, header) makes page-wide role queries slow. */
const main = () => within(document.getElementById('main-content')!);

/**
 * The architecture's describe.each over declared masters, on screen: the list renders, an empty save
 * marks the required fields and sends nothing, the declared example typed in saves and appears, an
 * edit shows, and delete asks and removes it. (Every master's CRUD also runs through the data layer
 * in masters-data.test.ts; this drives the rendered form of the masters given.)
 */
export function describeMasterForms(resources: readonly ResourceDeclaration[]) {
  // Role queries skip the costly visibility check over the whole shell.
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));
  const { requests } = setupDemoServer();
  beforeAll(warmUpScreens, 30_000);
  const saves = (resource: ResourceDeclaration) =>
    requests.filter((request) => request.url.endsWith(resource.endpoints.save));

  describe.each(resources.map((resource) => [resource.screen.path, resource] as const))(
    'master %s on screen',
    (path, resource) => {
      it('lists, refuses an empty save, creates, edits and deletes', async () => {
        await signInAs(COMPANY, 'admin');
        const { user } = renderApp(`/applayout-sidebar-large/${path}`);
        expect(
          await screen.findByText(resource.title, { selector: '#main-content h1' }, { timeout: 5000 }),
        ).toBeVisible();
        await main().findByText(/^\d+ records?$/, undefined, { timeout: 5000 });
        expect(document.querySelector('#main-content table')).not.toBeNull();

        // An empty form: the required fields say so next to themselves, and nothing is sent.
        await user.click(main().getByRole('button', { name: `New ${resource.singular.toLowerCase()}` }));
        await main().findByText(`New ${resource.singular.toLowerCase()}`, { selector: 'h1' });
        await user.click(main().getByRole('button', { name: 'Save' }));
        // A master the server numbers (its key shown, never typed): its first field a person fills in.
        const numbered = serverNumbered(resource);
        const keyField = resource.fields.find((field) => !field.readOnly)!;
        await waitFor(() => expect(control(keyField.label)).toHaveAttribute('aria-invalid', 'true'));
        expect(saves(resource)).toHaveLength(0);

        // The declared example, typed in as a person would, saves and appears in the list.
        for (const field of resource.fields) await fillField(user, field, resource.example[field.name] ?? null);
        await user.click(main().getByRole('button', { name: 'Save' }));
        await main().findByText(resource.title, { selector: 'h1' }, { timeout: 5000 });
        const text = editableText(resource);
        await user.type(
          main().getByLabelText('Search'),
          String(resource.example[numbered ? text!.name : resource.key]),
        );
        const table = document.getElementById('main-content')!;
        // The server's number shows in the row's actions: the one row the search leaves.
        const key = numbered
          ? (await within(table).findByLabelText(/^Edit \d+$/)).getAttribute('aria-label')!.slice('Edit '.length)
          : String(resource.example[resource.key]);
        expect(await within(table).findByLabelText(`Edit ${key}`)).toBeVisible();

        // Edit one text field.
        if (text) {
          await user.click(within(table).getByLabelText(`Edit ${key}`));
          const input = await waitFor(() => control(text.label));
          await user.clear(input);
          await user.paste(edited(text.max));
          await user.click(main().getByRole('button', { name: 'Save' }));
          await main().findByText(resource.title, { selector: 'h1' }, { timeout: 5000 });
          if (numbered) {
            await user.clear(main().getByLabelText('Search'));
            await user.type(main().getByLabelText('Search'), edited(text.max));
          }
          if (resource.columns.includes(text.name))
            expect(await main().findByText(edited(text.max), { selector: 'td' })).toBeVisible();
        }

        // Delete asks first, then removes it.
        await user.click(await main().findByLabelText(`Delete ${key}`));
        const dialog = await screen.findByRole('dialog', { name: `Delete ${resource.singular.toLowerCase()}` });
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(main().queryByLabelText(`Edit ${key}`)).not.toBeInTheDocument(), { timeout: 5000 });
        expect(saves(resource).map((request) => request.method)).toHaveLength(text ? 3 : 2);
      });
    },
  );
}
