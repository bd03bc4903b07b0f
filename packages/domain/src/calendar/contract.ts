import { z } from 'zod';

/**
 * The private calendar feeds (docs/product.md#calendar-feeds): a group's, a coach's and a
 * family's, each reached through a revocable URL that answers `text/calendar`.
 */
export const CALENDAR_FEED_KINDS = ['GROUP', 'COACH', 'FAMILY'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** GET /calendar/group/:id/link, GET /calendar/coach/link, GET /family/calendar-link. */
export const calendarLinkDto = z.object({ url: z.string() });
export type CalendarLinkDto = z.infer<typeof calendarLinkDto>;
