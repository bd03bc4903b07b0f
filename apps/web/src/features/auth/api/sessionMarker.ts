/**
 * Set by the server beside the HttpOnly refresh cookie, with the same lifetime, and cleared
 * with it (logout, refused refresh, password reset). It holds no secret: it only tells the app
 * that a refresh is worth trying.
 */
export const SESSION_MARKER_COOKIE = 'club_session';

export const hasSessionMarker = (cookies: string = document.cookie): boolean =>
  cookies.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_MARKER_COOKIE && value !== undefined && value !== '';
  });
