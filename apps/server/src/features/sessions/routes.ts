import { PassThrough } from 'node:stream';
import {
  attendanceRatesDto,
  attendanceRatesQuery,
  createSessionSchema,
  editSessionSchema,
  idParams,
  sessionDetailsDto,
  sessionListQuery,
  sessionListRowDto,
  sessionSavedDto,
  sessionStudentDto,
  sessionStudentsQuery,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { keepAnswerForTheDay } from '../../lib/response-cache-plugin.js';
import { recordAudit } from '../audit/record.js';
import { exportFileName, writeRatesWorkbook, XLSX_TYPE } from './export.js';
import { SessionsService } from './service.js';

/** The query's period in milliseconds, as dates. */
const period = (query: { startDate: number; endDate: number }) => ({ start: new Date(query.startDate), end: new Date(query.endDate) });

/**
 * The sessions calls, `GET /student/session`, and the attendance rates (docs/product.md#api).
 * Any staff member may call them; the service limits a coach to their own groups and sub-groups.
 * The sheets and the rates are kept between writes (`cache`, docs/architecture.md#response-cache):
 * a coach's phone, and every coach of a club at the start of training, ask them again and again.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SessionsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/student/session',
    {
      config: { access: STAFF, cache: true },
      schema: { querystring: sessionStudentsQuery, response: { 200: z.array(sessionStudentDto) } },
    },
    (request) => {
      // Without a date, the sheet is flagged as of today: its answer holds for the day.
      if (request.query.date === undefined) keepAnswerForTheDay(request, deps.clock.now());
      return service.students(
        staffOf(request),
        request.query.groupId,
        request.query.subGroupId,
        request.query.date === undefined ? undefined : new Date(request.query.date),
      );
    },
  );

  app.post(
    '/session/',
    { config: { access: STAFF }, schema: { body: createSessionSchema, response: { 200: sessionSavedDto } } },
    async (request) => {
      await service.create(staffOf(request), request.body.session);
      return true as const;
    },
  );

  app.patch(
    '/session/edit/',
    { config: { access: STAFF }, schema: { body: editSessionSchema, response: { 200: sessionSavedDto } } },
    async (request) => {
      await service.edit(staffOf(request), request.body.session);
      return true as const;
    },
  );

  app.get(
    '/session',
    { config: { access: STAFF, cache: true }, schema: { querystring: sessionListQuery, response: { 200: z.array(sessionListRowDto) } } },
    (request) => service.list(staffOf(request), period(request.query)),
  );

  app.get(
    '/session/rates',
    { config: { access: STAFF, cache: true }, schema: { querystring: attendanceRatesQuery, response: { 200: attendanceRatesDto } } },
    (request) => service.rates(staffOf(request), request.query.groupId, period(request.query)),
  );

  app.get('/session/rates/export', { config: { access: STAFF }, schema: { querystring: attendanceRatesQuery } }, async (request, reply) => {
    const staff = staffOf(request);
    const rates = await service.rates(staff, request.query.groupId, period(request.query));
    await recordAudit(deps.db, {
      at: deps.clock.now(),
      actorId: staff.userId,
      action: 'EXPORT_VIEWED',
      targetType: 'ATTENDANCE_EXPORT',
      targetId: rates.group.id,
    });
    request.log.info({ event: 'attendance_export', userId: staff.userId, groupId: rates.group.id }, 'attendance exported');
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
  });

  app.get(
    '/session/:id',
    { config: { access: STAFF, cache: true }, schema: { params: idParams, response: { 200: sessionDetailsDto } } },
    (request) => service.details(staffOf(request), request.params.id),
  );
};
