/** The query parameter of a mailed sign-in link: /family?token=… */
const TOKEN_PARAMETER = 'token';

/** The link's token in a query string, or null when there is none. */
export const linkTokenOf = (search: string): string | null => {
  const token = new URLSearchParams(search).get(TOKEN_PARAMETER)?.trim() ?? '';
  return token === '' ? null : token;
};

/** The query string without the token, other parameters kept. */
export const withoutLinkToken = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(TOKEN_PARAMETER);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
};

/** Takes the token out of the address bar in place (no new history entry). */
export const forgetLinkTokenInAddressBar = (): void => {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${withoutLinkToken(search)}${hash}`);
};
