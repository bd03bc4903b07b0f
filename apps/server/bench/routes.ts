import { GENERIC_DOCUMENTS, PRINTABLE_DOCUMENTS } from '@club/domain';
import type { RouteEntry } from '../src/app.js';

/**
 * The reads the bench measures: every GET route of the server's route table, its path and
 * query filled from the seeded club. Nobody lists routes by hand: the filler knows kinds of
 * parameter (the path segment before a parameter and its name, a query field's name), and a
 * route with a kind it does not know is reported as unfilled (bench/routes.test.ts fails on it).
 */

/** Who calls a route: nobody signed in (with the link's token), the signed-in family, or the admin. */
export type Audience = 'public' | 'family' | 'staff';

export interface ReadRoute {
  /** The route as registered, e.g. `/api/group/:id`. */
  url: string;
  audience: Audience;
  /** The querystring fields the route requires. */
  requiredQuery: string[];
  /** The route takes `page`/`pageSize`: the bench asks for the first page of 50. */
  pageable: boolean;
  /** The route takes a period (`startDate`/`endDate`, `fromDay`/`toDay`): the bench asks for the current week. */
  ranged: boolean;
  /** Optional `token` field on a public route: the link's token goes there. */
  takesToken: boolean;
  /** A GET that changes data (the try-out's convocations): timed call by call, as an export. */
  changesData: boolean;
}

/** What the filler puts in paths and queries: ids and tokens of the seeded club. */
export interface ReadIds {
  groupId: number;
  sectionId: number;
  /** A coach (a staff user). */
  coachId: number;
  /** A member of the bench's family, with a subscription of the current season. */
  memberId: number;
  subscriptionId: number;
  /** The subscription's link token (the family's form and documents without signing in). */
  subscriptionToken: string;
  /** An attendance sheet. */
  sessionId: number;
  /** An upcoming try-out test. */
  testId: number;
  textKey: string;
  /** A published version of the text. */
  textVersion: number;
  /** A payment of the family's subscription. */
  paymentId: number;
  /** A document the family uploaded. */
  uploadId: number;
  /** A text the family signed. */
  acknowledgementId: number;
  /** The last segment of the group's calendar feed URL (`<token>.ics`). */
  calendarFeedFile: string;
  /** The family's absence link token. */
  absenceToken: string;
  birthYear: number;
  /** Monday 00:00 to Sunday 23:59:59.999 of the current week, in ms. */
  week: { start: number; end: number };
  /** The current week as days `YYYY-MM-DD`. */
  weekDays: { from: string; to: string };
  /** The season so far, as days. */
  seasonDays: { from: string; to: string };
  today: string;
}

export const PAGE_SIZE = 50;

type Filler = (ids: ReadIds) => string | number;

/**
 * Path parameters by the segment before them and their name (`group/:id`); `:id/:document`
 * is a document of the subscription the id names.
 */
export const PATH_PARAMS: Record<string, Filler> = {
  'coach/:id': (ids) => ids.coachId,
  'group/:id': (ids) => ids.groupId,
  'section/:id': (ids) => ids.sectionId,
  'session/:id': (ids) => ids.sessionId,
  'test/:id': (ids) => ids.testId,
  'student/:id': (ids) => ids.memberId,
  'member/:id': (ids) => ids.memberId,
  'members/:id': (ids) => ids.memberId,
  'subscription/:id': (ids) => ids.subscriptionId,
  'acknowledgement/:id': (ids) => ids.acknowledgementId,
  'acknowledgements/:id': (ids) => ids.acknowledgementId,
  'document/:id': (ids) => ids.uploadId,
  'documents/:id': (ids) => ids.uploadId,
  'payment/:id': (ids) => ids.paymentId,
  'payments/:id': (ids) => ids.paymentId,
  'document/:document': () => GENERIC_DOCUMENTS[0],
  ':id/:document': () => PRINTABLE_DOCUMENTS[0],
  'texts/:key': (ids) => ids.textKey,
  'versions/:version': (ids) => ids.textVersion,
  'feed/:file': (ids) => ids.calendarFeedFile,
};

/** Query fields by name; a link's token is the absence link's on the absence page, else the subscription's. */
export const QUERY_FIELDS: Record<string, (ids: ReadIds, url: string) => string | number> = {
  role: () => 'COACH',
  groupId: (ids) => ids.groupId,
  /** `/student/unassigned?id=`: the test's candidates. */
  id: (ids) => ids.testId,
  startDate: (ids) => ids.week.start,
  endDate: (ids) => ids.week.end,
  fromDay: (ids) => ids.weekDays.from,
  toDay: (ids) => ids.weekDays.to,
  from: (ids) => ids.seasonDays.from,
  to: (ids) => ids.seasonDays.to,
  on: (ids) => ids.today,
  birthYear: (ids) => ids.birthYear,
  token: (ids, url) => (url.startsWith('/api/absence-link') ? ids.absenceToken : ids.subscriptionToken),
};

interface ZodLike {
  shape?: Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
}

/** The fields of a querystring schema (a zod object), each with whether it may be left out. */
export const queryFields = (schema: unknown): { name: string; required: boolean }[] => {
  const shape = (schema as ZodLike | undefined)?.shape;
  if (shape === undefined) return [];
  return Object.entries(shape).map(([name, field]) => ({ name, required: !field.safeParse(undefined).success }));
};

/** Who may call a route, from the access matrix (`public`, `family`, or staff roles). */
export const audienceOf = (rule: unknown, url: string): Audience => {
  if (rule === 'public') return 'public';
  if (rule === 'family') return 'family';
  if (rule === undefined && url.startsWith('/api/family')) return 'family';
  return 'staff';
};

/** Every GET route of the route table, in its order. */
export const discoverReads = (routes: readonly RouteEntry[], access: Readonly<Record<string, unknown>>): ReadRoute[] =>
  routes
    .filter((route) => route.method === 'GET')
    .map((route) => {
      const fields = queryFields(route.querystring);
      const names = new Set(fields.map((f) => f.name));
      const audience = audienceOf(access[`GET ${route.url}`], route.url);
      return {
        url: route.url,
        audience,
        requiredQuery: fields.filter((f) => f.required).map((f) => f.name),
        pageable: names.has('page') && names.has('pageSize'),
        ranged: (names.has('startDate') && names.has('endDate')) || (names.has('fromDay') && names.has('toDay')),
        takesToken: audience === 'public' && names.has('token'),
        changesData: route.changesData === true,
      };
    });

export type Filled = { path: string; unfilled?: undefined } | { path?: undefined; unfilled: string[] };

/** The route's path with its parameters and query filled, or the parameters it has no filler for. */
export const fillRoute = (route: ReadRoute, ids: ReadIds): Filled => {
  const unfilled: string[] = [];
  const segments = route.url.split('/');
  const path = segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const kind = `${segments[index - 1] ?? ''}/${segment}`;
      const filler = PATH_PARAMS[kind];
      if (filler === undefined) {
        unfilled.push(kind);
        return segment;
      }
      return encodeURIComponent(String(filler(ids)));
    })
    .join('/');
  const query = new URLSearchParams();
  const names = [...route.requiredQuery, ...(route.takesToken && !route.requiredQuery.includes('token') ? ['token'] : [])];
  for (const name of names) {
    const filler = QUERY_FIELDS[name];
    if (filler === undefined) unfilled.push(`?${name}`);
    else query.set(name, String(filler(ids, route.url)));
  }
  if (route.pageable) {
    query.set('page', '1');
    query.set('pageSize', String(PAGE_SIZE));
  }
  if (unfilled.length > 0) return { unfilled };
  const search = query.toString();
  return { path: search === '' ? path : `${path}?${search}` };
};

/** A list page for the scaling comparison: one page of a list, or a list of one week. */
export const isListPage = (route: ReadRoute): boolean => route.pageable || route.ranged;
