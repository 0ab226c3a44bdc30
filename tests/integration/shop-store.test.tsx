import { http, HttpResponse } from 'msw';
import { screen, within, waitFor } from '@testing-library/react';
import { useBasketStore } from '../../src/modules/shop/store/basket-store';
import { useMyOrdersStore } from '../../src/modules/shop/store/my-orders-store';
import { serverToday } from '../../src/mocks/core/server-dates';
import { writeRecord } from '../../src/mocks/core/record-store';
import { rowsOf } from '../../src/mocks/core/seeded-rows';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeEach(() => {
  useBasketStore.setState({ baskets: {} });
  useMyOrdersStore.setState({ orders: {} });
});

const STORE = '/applayout-sidebar-large/ecommerce/store';
const today = serverToday();
const shift = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const banner = (
  code: string,
  title: string,
  outlet: string,
  showFrom: string,
  showUntil: string,
  displayOrder: number,
  active = true,
) =>
  writeRecord('takeaway.banners', 1014, code, {
    code,
    title,
    picture: '',
    linkText: 'See more',
    outlet,
    showFrom,
    showUntil,
    displayOrder,
    active,
  });

describe('a company’s online store', () => {
  it('shows a visitor today’s banners (by date and outlet) above the online price list’s products', async () => {
    // the seeded ones: two for every outlet, one for the HUB outlet, one for MAIN, one old and inactive
    await rowsOf('takeaway.banners', 1014);
    await banner('BN-101', 'Home delivery week: free bags', 'HDL', shift(-1), shift(1), 5);
    await banner('BN-102', 'Next month’s sale', '', shift(1), '', 1);
    await banner('BN-103', 'Last week’s sale', '', shift(-9), shift(-1), 2);
    await banner('BN-104', 'Website only: 5% off', 'WEB', today, today, 15);
    const { user } = renderApp(STORE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kart Bazaar Online' }, { timeout: 8000 }),
    ).toBeVisible();
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(
      within(offers)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Home delivery week: free bags',
      'Fresh muffins every morning',
      'Website only: 5% off',
      'Tea-time snacks, 15% off from half past three',
    ]);
    expect(
      requests.find((request) => request.url.endsWith('/api/ShopOnline/GetShopFront'))?.headers.has('Authorization'),
    ).toBe(false);

    expect(screen.getByText(/products found; prices include tax/)).toBeVisible();
    await user.type(screen.getByLabelText('Search products'), 'sunflower');
    expect(await screen.findByText('1 product found; prices include tax')).toBeVisible();
    const oil = screen.getByRole('article', { name: 'Sunflower oil 1 l' });
    expect(within(oil).getByText('₹ 148.00')).toBeVisible();
  });

  it('takes a basket to checkout: priced by the store, the minimum order, every problem beside its field, a refusal keeping the input, then a prepaid order in “my orders”', async () => {
    const { user } = renderApp(`${STORE}?shop=1014`);
    const add = await screen.findByRole('button', { name: 'Add to basket: Sunflower oil 1 l' }, { timeout: 8000 });
    // One flat name of its own (Chromium read a visually hidden span as "Add to basket : …"), starting with the words
    // shown.
    expect(add).toHaveAttribute('aria-label', 'Add to basket: Sunflower oil 1 l');
    expect(add).toHaveTextContent(/^Add to basket$/);
    for (let n = 0; n < 3; n += 1) await user.click(add);
    expect(
      within(screen.getByRole('article', { name: 'Sunflower oil 1 l' })).getByText('3 in the basket'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Basket, 3 items' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Basket and checkout' })).toBeVisible();
    expect(
      await screen.findByText('The smallest order online is ₹ 499.00; the basket comes to ₹ 444.00.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Place the order/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One more Sunflower oil 1 l' }));
    const figures = await screen.findByLabelText('Order total');
    expect(await within(figures).findByText('₹ 592.00')).toBeVisible();
    expect(within(figures).getByText('₹ 28.20')).toBeVisible();
    const place = screen.getByRole('button', { name: 'Place the order for ₹ 592.00' });

    await user.click(place);
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a phone number of 10 digits.');
    expect(screen.getByLabelText('Delivery address')).toHaveAccessibleDescription('Enter the delivery address.');
    await user.type(screen.getByLabelText('Your name'), 'Ritu Malhotra');
    await user.type(screen.getByLabelText('Phone'), '98110 22334');
    await user.type(screen.getByLabelText('Delivery address'), 'H-12, Sector 31, Gurugram');
    await user.click(screen.getByLabelText('Pay now by UPI or card'));
    await user.click(place);
    await waitFor(() =>
      expect(screen.getByLabelText('Payment reference')).toHaveAccessibleDescription(
        'Enter the UPI reference of your payment (6 to 40 letters or digits).',
      ),
    );
    await user.type(screen.getByLabelText('Payment reference'), 'UPI-440011223344');

    server.use(
      http.post(
        '*/api/ShopOnline/SetShopOrder',
        () => HttpResponse.json({ result: 'The store is counting its stock: try again in a minute.' }),
        { once: true },
      ),
    );
    await user.click(place);
    expect(await screen.findByText('The store is counting its stock: try again in a minute.')).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ritu Malhotra');
    expect(screen.getByLabelText('Payment reference')).toHaveValue('UPI-440011223344');

    await user.click(place);
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const order = await screen.findByRole('article', { name: /^Order ONL\d{2}-000001$/ });
    expect(within(order).getByText('Placed: waiting for the store to accept it')).toBeVisible();
    expect(within(order).getByText('4 × Sunflower oil 1 l, ₹ 592.00')).toBeVisible();
    expect(order).toHaveTextContent('Total ₹ 592.00 · Paid by UPI (ref. UPI-440011223344)');
    expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
    // The two attempts carried one order id: the refused one saved nothing, the second placed the order.
    const placed = await Promise.all(
      requests
        .filter((request) => request.url.endsWith('/api/ShopOnline/SetShopOrder'))
        .map(async (request) => ((await request.clone().json()) as { order: { orderId: string } }).order.orderId),
    );
    expect(placed).toHaveLength(2);
    expect(new Set(placed).size).toBe(1);
  });
});
