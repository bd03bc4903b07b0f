/**
 * The label stored with each acceptance of the privacy notice's draft shipped with the
 * application (apps/server/src/features/club/texts/defaults.ts): acceptances made before the
 * club could publish its own versions stored it, and still name that text by it. A published
 * version is stored by its number (docs/product.md, "Legal texts").
 */
export const PRIVACY_NOTICE_VERSION = '2024-12-03.1';
