import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEMO_AUTH_KEY } from '../../../lib/session/demo-auth';
import { DemoSignInScreen } from './demo-sign-in-screen';

describe('DemoSignInScreen', () => {
  it('signs in whatever is typed, once, after the demo answer', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(DEMO_AUTH_KEY);
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <DemoSignInScreen /> }])} />);
    await user.type(screen.getByLabelText('Email address'), 'a@b.in');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Demo sign-in complete: the demo status is now signed in.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(DEMO_AUTH_KEY)).toBe('true');
  });
});
