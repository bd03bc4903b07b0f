/**
 * The same feed with the `webcal://` scheme: a phone or desktop hands it to its calendar app, which
 * subscribes to it instead of downloading the file once (docs/product.md#calendar-feeds).
 */
export const webcalUrlOf = (url: string): string => url.replace(/^https?:\/\//i, 'webcal://');
