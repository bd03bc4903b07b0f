/**
 * The access token lives in this module's memory only: never in localStorage,
 * sessionStorage or a cookie that scripts can read (docs/architecture.md#api-contract). A reload
 * loses it on purpose; the HttpOnly refresh cookie brings a new one.
 */
let accessToken: string | null = null;

export const getAccessToken = (): string | null => accessToken;

export const setAccessToken = (token: string | null): void => {
  accessToken = token;
};
