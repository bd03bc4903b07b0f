import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The cookie the web keeps the chosen language in (docs/product.md#languages-and-formats). */
export const LANGUAGE_COOKIE = 'lang';

export const asLanguage = (value: unknown): Language => (value === 'en' || value === 'fr' ? value : DEFAULT_LANGUAGE);

/** The language of a request: the `lang` cookie, else French. */
export const requestLanguage = (request: FastifyRequest): Language => asLanguage(request.cookies[LANGUAGE_COOKIE]);
