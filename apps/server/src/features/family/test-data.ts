/**
 * Test support, not used by the product: signing a family in through the API, as its browser
 * would, from the mail the outbox holds.
 */
import { FAMILY_SESSION_COOKIE, type FamilyHomeDto } from '@club/domain';
import type { TestApp } from '../../test/harness.js';

let clientCounter = 0;
/** A client address of its own for each request, so the per-client limit is only met where tested. */
export const nextClientAddress = (): string => {
  clientCounter += 1;
  return `10.90.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
};

/** Waits for a condition the server reaches after answering (the sign-in's mail). */
export const waitFor = async <T>(find: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export const askForLink = (t: TestApp, email: string, options: { ip?: string; language?: 'fr' | 'en'; lang?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/family/sign-in',
    payload: { email, ...(options.language === undefined ? {} : { language: options.language }) },
    remoteAddress: options.ip ?? nextClientAddress(),
    ...(options.lang === undefined ? {} : { cookies: { lang: options.lang } }),
  });

/** The sign-in mails queued for an address, oldest first. */
export const signInMailsTo = (t: TestApp, email: string) =>
  t.deps.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'FAMILY_SIGN_IN')
    .where('to_addresses', '=', JSON.stringify([email]))
    .orderBy('id')
    .execute();

/** The link as the mail will carry it: the outbox holds it sealed only. */
export const linkOf = (t: TestApp, mail: { sealed_link: string | null }): string => t.deps.outbox.linkSeal.open(mail.sealed_link ?? '');
export const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

/** Waits for the address's mail number `count` (1 for the first) and gives its link's token. */
export const mailedToken = async (t: TestApp, email: string, count = 1): Promise<string> => {
  const mails = await waitFor(async () => {
    const queued = await signInMailsTo(t, email);
    return queued.length >= count ? queued : undefined;
  }, `sign-in mail ${count} to ${email}`);
  return tokenOf(linkOf(t, mails[count - 1]!));
};

export const openSession = (t: TestApp, token: string, userAgent?: string) =>
  t.call({
    method: 'POST',
    url: '/api/family/session',
    payload: { token },
    ...(userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } }),
  });

export interface SignedInFamily {
  cookie: string;
  /** The Cookie header for inject(). */
  headers: { cookie: string };
  home: FamilyHomeDto;
}

/** Asks for a link for an address that has members, waits for its mail and opens the session. */
export const signInFamily = async (t: TestApp, email: string, userAgent?: string): Promise<SignedInFamily> => {
  const before = (await signInMailsTo(t, email)).length;
  const asked = await askForLink(t, email);
  if (asked.statusCode !== 202) throw new Error(`sign-in refused for ${email}: ${asked.body}`);
  const opened = await openSession(t, await mailedToken(t, email, before + 1), userAgent);
  if (opened.statusCode !== 200) throw new Error(`session refused for ${email}: ${opened.body}`);
  const cookie = opened.cookies.find((c) => c.name === FAMILY_SESSION_COOKIE)?.value ?? '';
  return { cookie, headers: { cookie: `${FAMILY_SESSION_COOKIE}=${cookie}` }, home: opened.json<FamilyHomeDto>() };
};

/** Signs a text for a member from a signed-in family, from a client address of its own unless given. */
export const signText = (
  t: TestApp,
  family: { headers: { cookie: string } },
  memberId: number,
  payload: { key: string; version: string; signedName: string },
  ip = nextClientAddress(),
) =>
  t.call({
    method: 'POST',
    url: `/api/family/members/${memberId}/acknowledgements`,
    headers: family.headers,
    payload,
    remoteAddress: ip,
  });

/** The label of a text's version in force, as the family's page reads it before signing. */
export const labelInForce = async (t: TestApp, family: { headers: { cookie: string } }, key: string): Promise<string> => {
  const answer = await t.call({ method: 'GET', url: `/api/family/texts/${key}`, headers: family.headers });
  if (answer.statusCode !== 200) throw new Error(`text ${key} unreadable: ${answer.body}`);
  return answer.json<{ versionLabel: string }>().versionLabel;
};
