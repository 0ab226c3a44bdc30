import { act, configure, screen, waitFor } from '@testing-library/react';
import { LIBRARY } from '../../src/menus/catalogue/library';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

describe('the library screens with no circulation (1010, a restaurant)', () => {
  it('each opens its own screen, empty and without errors', async () => {
    await signInAs(1010, 'admin');
    const { router } = renderApp(`/applayout-sidebar-large/${LIBRARY.libIssues.path}`);
    for (const [path, text] of [
      [LIBRARY.libIssues.path, 'No copies added yet.'],
      [LIBRARY.libReceipts.path, 'No books are out: there is nothing to take back.'],
      [LIBRARY.libJournalsTra.path, 'Record an issue received'],
      [LIBRARY.libraryDash.path, 'Books out'],
      ...[
        LIBRARY.libRepBooksfilter,
        LIBRARY.libRepBooksoutward,
        LIBRARY.libRepIssueoverdated,
        LIBRARY.libRepStudentinfo,
        LIBRARY.libRepJournals,
      ].map((report) => [report.path, report.title] as const),
    ] as const) {
      await act(() => router.navigate(`/applayout-sidebar-large/${path}`));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(await screen.findByText(text, {}, { timeout: 10_000 }), path).toBeInTheDocument();
      expect(screen.queryByText('This screen is not built yet.'), path).toBeNull();
      expect(screen.queryByRole('alert'), path).toBeNull();
    }
  });
});
