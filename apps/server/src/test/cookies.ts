/** The refresh token a login or a refresh set in its `club_refresh` cookie ('' when none). */
export const refreshCookieOf = (setCookie: string | string[] | undefined): string => {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  return /club_refresh=([^;]*)/.exec(header)?.[1] ?? '';
};
