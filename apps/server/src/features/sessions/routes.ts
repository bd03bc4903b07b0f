import { PassThrough } from 'node:stream';
import { createSessionSchema, editSessionSchema, id, MAX_PERIOD_DAYS, SESSION_MSG } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { recordAudit } from '../audit/record.js';
import { exportFileName, writeRatesWorkbook, XLSX_TYPE } from './export.js';
import { SessionsService } from './service.js';

const DAY_MS = 86_400_000;
/** Up to 31 December 2100: stored dates stay four-digit years that compare as text. */
const LAST_MS = Date.UTC(2100, 11, 31, 23, 59, 59, 999);

/** Milliseconds since the epoch, as the list sends its date pickers (SPEC §7). */
const epochMs = z
  .string({ error: SESSION_MSG.date })
  .regex(/^\d{1,15}$/, { error: SESSION_MSG.date })
  .transform(Number)
  .refine((ms) => ms <= LAST_MS, { error: SESSION_MSG.date });

/** A period of at most 366 days (an hour more for a daylight-saving change), end not before start. */
const validPeriod = (q: { startDate: number; endDate: number }): boolean =>
  q.endDate >= q.startDate && q.endDate - q.startDate <= MAX_PERIOD_DAYS * DAY_MS + 3_600_000;
const periodIssue = { path: ['endDate'], error: SESSION_MSG.range };

const subGroupQuery = z.coerce
  .number({ error: SESSION_MSG.subGroup })
  .int({ error: SESSION_MSG.subGroup })
  .min(0, { error: SESSION_MSG.subGroup })
  .max(2_147_483_647, { error: SESSION_MSG.subGroup })
  .optional()
  .transform((value) => (value === undefined || value === 0 ? null : value));

const student = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
const attendance = student.extend({ isAbsent: z.boolean(), isLate: z.boolean() });

const sessionDetailsDto = z.object({
  id: z.number(),
  groupId: z.number(),
  groupName: z.string(),
  subGroupId: z.number(),
  subGroupName: z.string().nullable(),
  date: z.string(),
  isTransmitted: z.boolean(),
  version: z.number(),
  students: z.array(attendance),
});

const sessionRowDto = z.object({
  id: z.number(),
  date: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  subGroupId: z.number(),
  subGroupName: z.string().nullable(),
  participants: z.number(),
  absences: z.number(),
  lates: z.number(),
  version: z.number(),
});

const counts = {
  sessions: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  presentRate: z.number().nullable(),
  absentRate: z.number().nullable(),
  lateRate: z.number().nullable(),
};
const ratesDto = z.object({
  startDate: z.string(),
  endDate: z.string(),
  group: z.object({ id: z.number(), name: z.string(), ...counts }),
  members: z.array(z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), ...counts })),
});

const ratesQuery = z.object({ startDate: epochMs, endDate: epochMs, groupId: id }).refine(validPeriod, periodIssue);
const period = (query: { startDate: number; endDate: number }) => ({ start: new Date(query.startDate), end: new Date(query.endDate) });

/**
 * SPEC §7 sessions calls, `GET /student/session`, and the attendance rates. Any staff
 * member may call them; the service limits a coach to their own groups and sub-groups.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SessionsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/student/session',
    {
      config: { access: STAFF },
      schema: { querystring: z.object({ groupId: id, subGroupId: subGroupQuery }), response: { 200: z.array(student) } },
    },
    (request) => service.students(request.auth!, request.query.groupId, request.query.subGroupId),
  );

  // SPEC §7: both answer a boolean on success; the client treats anything else as UNKNOWN_ERROR.
  app.post(
    '/session/',
    { config: { access: STAFF }, schema: { body: createSessionSchema, response: { 200: z.literal(true) } } },
    async (request) => {
      await service.create(request.auth!, request.body.session);
      return true as const;
    },
  );

  app.patch(
    '/session/edit/',
    { config: { access: STAFF }, schema: { body: editSessionSchema, response: { 200: z.literal(true) } } },
    async (request) => {
      await service.edit(request.auth!, request.body.session);
      return true as const;
    },
  );

  app.get(
    '/session',
    {
      config: { access: STAFF, cache: true },
      schema: {
        // `login` is the spec's coach flag: accepted, but rights always come from the token.
        querystring: z
          .object({ startDate: epochMs, endDate: epochMs, login: z.string().max(64).optional() })
          .refine(validPeriod, periodIssue),
        response: { 200: z.array(sessionRowDto) },
      },
    },
    (request) => service.list(request.auth!, period(request.query)),
  );

  app.get(
    '/session/rates',
    { config: { access: STAFF }, schema: { querystring: ratesQuery, response: { 200: ratesDto } } },
    (request) => service.rates(request.auth!, request.query.groupId, period(request.query)),
  );

  app.get(
    '/session/rates/export',
    { config: { access: STAFF }, schema: { querystring: ratesQuery } },
    async (request, reply) => {
      const auth = request.auth!;
      const rates = await service.rates(auth, request.query.groupId, period(request.query));
      await recordAudit(deps.db, { at: deps.clock.now(), actorId: auth.userId, action: 'EXPORT_VIEWED', targetType: 'ATTENDANCE_EXPORT', targetId: rates.group.id });
      request.log.info({ event: 'attendance_export', userId: auth.userId, groupId: rates.group.id }, 'attendance exported');
      const stream = new PassThrough();
      writeRatesWorkbook(rates, requestLanguage(request), stream).catch((error: unknown) => {
        request.log.error({ err: error }, 'attendance export failed');
        stream.destroy(error instanceof Error ? error : new Error('export failed'));
      });
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="${exportFileName(rates)}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/session/:id',
    { config: { access: STAFF }, schema: { params: z.object({ id }), response: { 200: sessionDetailsDto } } },
    (request) => service.details(request.auth!, request.params.id),
  );
};
