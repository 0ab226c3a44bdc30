/**
 * The template's demo authentication (spec section 4): authenticated by default; sign-in
 * stores a demo status true and answers with an empty result after 1500 ms. It never opens a
 * business session: that is the company sign-in's job.
 */
export const DEMO_AUTH_KEY = 'demo_login_status';
export const DEMO_SIGN_IN_DELAY_MS = 1500;

export function demoSignIn(): Promise<Record<string, never>> {
  return new Promise((resolve) => {
    setTimeout(() => {
      localStorage.setItem(DEMO_AUTH_KEY, 'true');
      resolve({});
    }, DEMO_SIGN_IN_DELAY_MS);
  });
}
