import { http, HttpResponse } from 'msw';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { useCartStore } from '../../src/modules/shop/cart-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests, server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
// Emptied before each test, while nothing is on screen to re-render.
beforeEach(() => useCartStore.setState({ lines: [] }));

const SHOP = '/applayout-sidebar-large/ecommerce';

/** The names of the product cards shown, in order. */
const shownNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** The cart's total row: "Total, n pieces" and its amount. */
const totalRow = () =>
  within(screen.getByRole('table', { name: 'Products in your cart' }))
    .getByRole('rowheader', { name: /^Total, / })
    .closest('tr')!;

describe('the shop catalogue', () => {
  it('shows a visitor the catalogue, asking the backend without a token', async () => {
    renderApp(SHOP);
    expect(await screen.findByText('24 products found', undefined, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const asked = requests.filter((request) => request.url.endsWith('/api/products'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.has('Authorization')).toBe(false);
  });

  it('asks a visitor to sign in when the backend shows its products only to signed-in users', async () => {
    server.use(
      http.get('*/api/products', () =>
        HttpResponse.json({ message: 'Your Login Session is over please login again' }, { status: 401 }),
      ),
    );
    renderApp(SHOP);
    const signIn = await screen.findByRole('link', { name: 'Sign in to shop' });
    expect(signIn).toHaveAttribute('href', `/sessions/login?returnTo=${encodeURIComponent(SHOP)}`);
    expect(
      screen.getByText('Sign in to see the products and their prices. Your cart is kept meanwhile.'),
    ).toBeVisible();
  });

  it('filters by category and searches, keeping both in the URL', async () => {
    await signInAs(1013, 'admin');
    const { user, router } = renderApp(SHOP);
    expect(await screen.findByText('24 products found', undefined, { timeout: 8000 })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Category'), 'Watches');
    expect(await screen.findByText('6 products found')).toBeVisible();
    expect(shownNames()).toEqual([
      'Pulse Fit Smartwatch',
      'Classic Steel Analog Watch',
      'Runner GPS Watch',
      'Kids Tracker Watch',
      'Aura AMOLED Smartwatch',
      'Solar Field Watch',
    ]);
    await user.type(screen.getByLabelText('Search products'), 'GPS');
    expect(await screen.findByText('2 products found')).toBeVisible();
    expect(shownNames()).toEqual(['Runner GPS Watch', 'Kids Tracker Watch']);
    expect(router.state.location.search).toBe('?category=watch&q=GPS');

    // All categories: "5g" is in three phones' tags and one more phone's description.
    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await user.clear(screen.getByLabelText('Search products'));
    await user.type(screen.getByLabelText('Search products'), '5g');
    expect(await screen.findByText('3 products found')).toBeVisible();
    expect(shownNames()).toEqual(['Nova 5G Smartphone', 'Zenith Pro 5G', 'Fold Flip 5G']);
    await user.type(screen.getByLabelText('Search products'), ' nothing-like-this');
    expect(await screen.findByText('0 products found')).toBeVisible();
    expect(screen.getByText('No product matches. Try another word or all categories.')).toBeVisible();
  });
});

describe('a product page', () => {
  it('shows the gallery (mouse and keyboard), rating, prices and features, and adds a valid quantity only', async () => {
    await signInAs(1013, 'admin');
    const { user, router } = renderApp(SHOP);
    await user.click(await screen.findByRole('link', { name: 'Studio Pro ANC Headphones' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Pro ANC Headphones' })).toBeVisible();
    expect(router.state.location.search).toBe('?product=p08');
    expect(screen.getByText('Rated 4.7 out of 5 by 2,231 buyers')).toBeInTheDocument();
    expect(screen.getByText('₹ 8,999.00')).toBeVisible();
    expect(screen.getByText('₹ 12,999.00').closest('del')).toHaveTextContent('was ₹ 12,999.00');
    expect(screen.getByText('31% off')).toBeVisible();
    expect(
      within(screen.getByRole('heading', { name: 'Features' }).nextElementSibling as HTMLElement).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);

    const thumbnails = within(screen.getByRole('list', { name: 'Pictures of Studio Pro ANC Headphones' })).getAllByRole(
      'button',
    );
    expect(thumbnails.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    await user.click(thumbnails[1]!);
    expect(screen.getByRole('img', { name: 'Studio Pro ANC Headphones, picture 2 of 3' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(thumbnails[2]).toHaveFocus());
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(thumbnails[0]).toHaveFocus());
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'Studio Pro ANC Headphones, picture 3 of 3' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'Studio Pro ANC Headphones, picture 1 of 3' })).toBeVisible();

    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 99.'));
    expect(quantity).toHaveValue(0);
    expect(useCartStore.getState().lines).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the cart', () => {
  it('changes quantities, removes, totals in exact paise, and comes back after a reload', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(SHOP);
    await user.click(
      await screen.findByRole('button', { name: 'Add to cart: Studio Pro ANC Headphones' }, { timeout: 8000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart: Studio Pro ANC Headphones' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Feature Phone Dual SIM' }));
    await user.click(screen.getByRole('link', { name: 'Cart, 3 items' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

    // 2 x 8,999.00 + 1,299.00; saved 2 x 4,000.00 + 300.00 on the previous prices.
    expect(screen.getByRole('rowheader', { name: 'Studio Pro ANC Headphones' }).closest('tr')).toHaveTextContent(
      '₹ 17,998.00',
    );
    expect(totalRow()).toHaveTextContent('Total, 3 pieces₹ 19,297.00');
    expect(screen.getByText('You save on the previous prices').closest('tr')).toHaveTextContent('₹ 8,300.00');

    await user.click(screen.getByRole('button', { name: 'One more Feature Phone Dual SIM' }));
    expect(totalRow()).toHaveTextContent('Total, 4 pieces₹ 20,596.00');
    const phones = screen.getByLabelText('Quantity of Feature Phone Dual SIM');
    await user.clear(phones);
    await user.type(phones, '0');
    expect(phones).toHaveValue(0);
    expect(phones).toHaveAccessibleDescription('Enter a whole number from 1 to 99; the cart keeps 2.');
    expect(totalRow()).toHaveTextContent('Total, 4 pieces₹ 20,596.00');
    await user.clear(phones);
    await user.type(phones, '3');
    expect(totalRow()).toHaveTextContent('Total, 5 pieces₹ 21,895.00');

    await user.click(screen.getByRole('button', { name: 'Remove Studio Pro ANC Headphones from the cart' }));
    expect(totalRow()).toHaveTextContent('Total, 3 pieces₹ 3,897.00');
    expect(JSON.parse(localStorage.getItem('erp-cart') ?? '{}')).toMatchObject({
      state: { lines: [{ productId: 'p22', quantity: 3, unitPaise: 129900 }] },
    });

    // A reload: the page and the store's memory start afresh (emptying the store writes too, so the
    // stored cart is put back as the browser would have kept it), then the store reads localStorage.
    const stored = localStorage.getItem('erp-cart')!;
    cleanup();
    useCartStore.setState({ lines: [] });
    localStorage.setItem('erp-cart', stored);
    await useCartStore.persist.rehydrate();
    renderApp(`${SHOP}/cart`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    expect(totalRow()).toHaveTextContent('Total, 3 pieces₹ 3,897.00');

    await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty the cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByText(/Your cart is empty\./)).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('erp-cart') ?? '{}')).toMatchObject({ state: { lines: [] } }),
    );
  });
});
