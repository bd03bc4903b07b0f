import { z } from 'zod';
import { MSG } from '../messages.js';
import { clubAdminSchema, clubPublicSchema } from './identity.js';
import { clubTextKeySchema } from './texts.js';

/**
 * The club settings' routes (docs/product.md#club-settings) beyond their bodies and records:
 * kept apart from the forms' schemas, which the web loads, since only the server reads these.
 */

/**
 * GET /club: the admin's answer first, since the public one would match it too, without its
 * private fields.
 */
export const clubViewSchema = z.union([clubAdminSchema, clubPublicSchema]);

/** GET /club/logo?v=: the logo's tag, with which a browser may keep it for good. */
export const logoQuery = z.object({ v: z.string().max(64).optional() });

/** `/club/texts/{key}`: one of the club's legal texts. */
export const clubTextKeyParams = z.object({ key: clubTextKeySchema });

/** `/club/texts/{key}/versions/{version}`: a published version of one. */
export const textVersionParams = z.object({
  key: clubTextKeySchema,
  version: z.coerce.number({ error: MSG.invalid }).int().min(1).max(1e9),
});
