import { E2E_ADMIN, E2E_BASE_URL } from './env.js';

/** The club's pools; the first added becomes the default place the test and time-slot forms start at. */
export const E2E_PLACES = ['Stade Louis II', 'Piscine Rainier III'] as const;

/**
 * Sets the club's places up as its admin would before anything else
 * (docs/product.md#club-settings), once for the whole run: the walks find the forms as a configured
 * club has them.
 */
export const seedClubPlaces = async (): Promise<void> => {
  const login = await fetch(`${E2E_BASE_URL}/api/coach/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: E2E_ADMIN.login, password: E2E_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: { access: string } };
  for (const name of E2E_PLACES) {
    const response = await fetch(`${E2E_BASE_URL}/api/club/places`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (!response.ok) throw new Error(`Adding the place ${name} failed: ${response.status} ${await response.text()}`);
  }
};
