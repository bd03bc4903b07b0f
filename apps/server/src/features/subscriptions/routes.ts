import { bulkCancelSchema, bulkDeleteSchema, PAYMENT_METHODS, resendLinkSchema, searchFilter, SUBSCRIPTION_STATES } from '@club/domain';
import { formPrivacySchema, textAcceptanceSchema, textAcceptancesSchema } from '@club/domain/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/language.js';
import { keepAnswerUntil } from '../../lib/response-cache-plugin.js';
import { recordAudit } from '../audit/record.js';
import { DocumentsService } from '../documents/service.js';
import { InvoicesService } from '../invoices/service.js';
import { streamMembersWorkbook } from './export.js';
import { adultsBornByIn } from './context.js';
import { tokenRateLimit } from './guard.js';
import { SubscriptionLinks } from './links.js';
import { PublicSubscriptionService } from './public-service.js';
import { SizeCatalog } from './sizes.js';
import { currentSeason, findSeason } from './repository.js';
import { SubscriptionsService } from './service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const option = z.object({ id: z.number(), label: z.string() });
const documentsDto = z.object({
  checklist: z.array(z.string()),
  printable: z.array(z.string()),
  mustAccept: z.object({ rules: z.boolean(), codeOfConduct: z.boolean(), guardianCodeOfConduct: z.boolean() }),
});
const nullableText = z.string().nullable();
const familyDocumentsDto = documentsDto.extend({
  /** The required items staff have not ticked at the counter yet. */
  toBring: z.array(z.string()),
});

const resumeDto = z.object({
  id: z.number(),
  isNew: z.boolean(),
  groupTypeId: z.number().nullable(),
  ffnLicense: z.boolean(),
  subscription: z.object({ id: z.number(), state: z.string(), birthDate: z.string() }),
  fillable: z.boolean(),
  season: z.object({ label: z.string(), endDate: z.string() }),
  group: z
    .object({
      id: z.number(),
      name: z.string(),
      typeCode: nullableText,
      addsSchedule: z.boolean(),
      sportsCodeOfConduct: z.boolean(),
      priceCents: z.number().nullable(),
    })
    .nullable(),
  form: z.object({
    id: z.number(),
    subscriptionId: z.number(),
    fname: z.string(),
    lname: z.string(),
    gender: z.string(),
    birthDate: z.string(),
    birthPlace: z.string(),
    nationality: z.string(),
    guardianFname: z.string(),
    guardianLname: z.string(),
    guardianEmail: z.string(),
    guardianPhone: z.string(),
    instagramHandle: z.string(),
    secondGuardianEmail: z.string(),
    secondGuardianPhone: z.string(),
    address: z.string(),
    addressComp: z.string(),
    city: z.string(),
    zipCode: z.string(),
    country: z.string(),
    shirtSizeId: z.number().nullable(),
    shortSizeId: z.number().nullable(),
  }),
  isMinor: z.boolean(),
  contactLabel: z.enum(['CONTACT', 'GUARDIAN']),
  showInstagram: z.boolean(),
  documents: familyDocumentsDto,
  privacy: formPrivacySchema,
  sizes: z.object({ shirt: z.array(option), short: z.array(option) }),
});

const listRow = z.object({
  studentId: z.number(),
  subscriptionId: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  subscriptionState: z.string(),
  birthDate: z.string(),
  groupName: nullableText,
  subGroupName: nullableText,
  problem: z.boolean(),
});

const detailDto = z.object({
  id: z.number(),
  studentId: z.number(),
  state: z.string(),
  restoreState: nullableText,
  isNew: z.boolean(),
  version: z.number(),
  season: z.object({ id: z.number(), label: z.string() }),
  groupId: z.number().nullable(),
  groupName: nullableText,
  subGroupName: nullableText,
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  birthPlace: nullableText,
  nationality: nullableText,
  address: nullableText,
  addressComp: nullableText,
  zipCode: nullableText,
  city: nullableText,
  country: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  shirtSize: option.nullable(),
  shortSize: option.nullable(),
  instagramHandle: nullableText,
  school: nullableText,
  schoolLevel: nullableText,
  secondGuardianEmail: nullableText,
  secondGuardianPhone: nullableText,
  guardianId: z.number().nullable(),
  guardianFirstName: nullableText,
  guardianLastName: nullableText,
  guardianEmail: nullableText,
  guardianPhoneNumber: nullableText,
  guardianSecondaryEmail: nullableText,
  guardianSecondaryPhoneNumber: nullableText,
  submittedContact: z
    .object({
      firstName: nullableText,
      lastName: nullableText,
      email: z.string(),
      phoneNumber: nullableText,
      secondaryEmail: nullableText,
      secondaryPhoneNumber: nullableText,
    })
    .nullable(),
  problem: z.boolean(),
  contactLabel: z.enum(['CONTACT', 'GUARDIAN']),
  documents: z.record(z.string(), z.boolean()),
  requiredDocuments: documentsDto,
  /** How and on which day the family paid, as staff recorded it with the payment's tick. */
  payment: z.object({ method: z.enum(PAYMENT_METHODS).nullable(), paidOn: z.string() }).nullable(),
  /** The subscription's invoice once issued (docs/product.md, Invoices). */
  invoice: z.object({ reference: z.string(), issuedAt: z.string() }).nullable(),
  processDate: nullableText,
  covidClause: z.boolean(),
  privacy: textAcceptanceSchema.nullable(),
  /** The rules and codes of conduct a renewal accepted on the form (docs/product.md, "Legal texts"). */
  acceptances: textAcceptancesSchema,
  submittedAt: nullableText,
  linkExpiresAt: nullableText,
  history: z.array(
    z.object({
      fromState: nullableText,
      toState: z.string(),
      changedAt: z.string(),
      source: z.string(),
      changedBy: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
    }),
  ),
});

/** A column filter: plain text (a NUL byte would break PostgreSQL's LIKE). */
const filterText = searchFilter();
/** The list's season and filters: the list and its export (what the list shows) read the same. */
const selectionQuery = z.object({
  season: id.optional(),
  lastName: filterText,
  firstName: filterText,
  groupName: filterText,
  state: z.enum(SUBSCRIPTION_STATES).optional(),
  problem: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
const listQuery = selectionQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const subscriptionQuery = z.object({ subscriptionId: id.optional() });

/**
 * SPEC §7 "Subscriptions": the public form (token, no login) and the staff screens (admins,
 * SPEC §6). Also GET /student/export, the members spreadsheet of what the list shows.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const links = new SubscriptionLinks(deps);
  const invoices = new InvoicesService({ db: deps.db, clock: deps.clock, log: app.log });
  const documents = new DocumentsService({ ...deps, identity: deps.club, invoices });
  const sizes = new SizeCatalog(deps.db, deps.changes, deps.clock);
  const publicService = new PublicSubscriptionService({ ...deps, log: app.log, sizes });
  const service = new SubscriptionsService({ ...deps, log: app.log, links, documents, sizes, invoices });
  const rateLimit = tokenRateLimit(deps.config.rateLimitMax);

  app.get(
    '/subscription/resume',
    {
      // Kept between writes like the staff lists (the rate limit still counts every call), never past the link's end.
      config: { access: PUBLIC, rateLimit, cache: true },
      schema: { querystring: z.object({ token: z.string().min(1).max(200) }), response: { 200: resumeDto } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { resume, linkExpiresAt } = await publicService.resume(request.query.token, requestLanguage(request));
      keepAnswerUntil(request, linkExpiresAt);
      return resume;
    },
  );

  app.post(
    '/subscription/',
    {
      config: { access: PUBLIC, rateLimit },
      schema: {
        // The 22 fields are checked in the service: a missing one is MISSING_DATA (SPEC §4), not a 400.
        body: z.looseObject({ token: z.string().min(1).max(200), language: z.enum(['fr', 'en']).optional() }),
        response: { 200: z.object({ subscriptionId: z.number() }) },
      },
    },
    (request) => publicService.submit(request.body, request.body.language ?? requestLanguage(request)),
  );

  app.get(
    '/subscription/',
    {
      config: { access: ADMIN, cache: true },
      schema: {
        querystring: listQuery,
        response: {
          200: z.object({
            rows: z.array(listRow),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            season: z.object({ id: z.number(), label: z.string() }),
          }),
        },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/subscription/student/:id',
    { config: { access: ADMIN }, schema: { params: idParams, querystring: subscriptionQuery, response: { 200: detailDto } } },
    (request) => service.detail(request.params.id, request.query.subscriptionId),
  );

  app.post(
    '/subscription/student/:id',
    {
      config: { access: ADMIN },
      schema: {
        params: idParams,
        querystring: subscriptionQuery,
        // Validated in the service with today's date (school is required under 18).
        body: z.record(z.string(), z.unknown()),
        response: { 200: detailDto },
      },
    },
    (request) => service.update(request.params.id, request.body, request.auth!.userId, request.query.subscriptionId),
  );

  app.delete(
    '/subscription/student/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/subscription/student/bulk/delete',
    { config: { access: ADMIN }, schema: { body: bulkDeleteSchema, response: { 200: z.object({ deleted: z.number() }) } } },
    (request) => service.bulkRemove(request.body.ids, request.auth!.userId),
  );

  app.post(
    '/subscription/student/bulk/cancel',
    {
      config: { access: ADMIN },
      schema: { body: bulkCancelSchema, response: { 200: z.object({ cancelled: z.number(), alreadyCancelled: z.number() }) } },
    },
    (request) => service.bulkCancel(request.body.ids, request.body.season, request.auth!.userId),
  );

  app.post(
    '/subscription/student/:id/mail',
    {
      config: { access: ADMIN },
      schema: {
        params: idParams,
        querystring: subscriptionQuery,
        body: resendLinkSchema,
        response: { 200: z.object({ subscriptionId: z.number(), recipients: z.array(z.string()), expiresAt: z.string() }) },
      },
    },
    (request) =>
      service.resendLink(request.params.id, request.body, request.auth!.userId, requestLanguage(request), request.query.subscriptionId),
  );

  app.post(
    '/subscription/:id/attestation',
    {
      config: { access: ADMIN },
      schema: { params: idParams, response: { 200: z.object({ subscriptionId: z.number(), recipients: z.array(z.string()) }) } },
    },
    (request) => service.sendInvoice(request.params.id, request.auth!.userId, requestLanguage(request)),
  );

  app.get(
    '/student/export',
    { config: { access: ADMIN }, schema: { querystring: selectionQuery } },
    async (request, reply) => {
      const { season: seasonQuery, ...filters } = request.query;
      const season = seasonQuery === undefined ? await currentSeason(deps.db) : await findSeason(deps.db, seasonQuery);
      if (season === undefined) throw notFound('Season not found');
      const seasonId = season.id;
      // The problem filter counts age as the list does: the export holds the rows the list shows.
      const adultsBornBy = adultsBornByIn(season, deps.clock.now());
      // Which filters, never their text: a typed name is personal data.
      const filtered = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '').map(([key]) => key);
      await recordAudit(deps.db, { at: deps.clock.now(), actorId: request.auth!.userId, action: 'EXPORT_VIEWED', targetType: 'MEMBERS_EXPORT', details: { seasonId, filters: filtered } });
      app.log.info({ event: 'members_exported', actorId: request.auth!.userId, seasonId, filters: filtered }, 'members exported');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="students.xlsx"')
        .header('cache-control', 'no-store')
        .send(streamMembersWorkbook(deps.db, { ...filters, seasonId, adultsBornBy }, requestLanguage(request)));
    },
  );
};
