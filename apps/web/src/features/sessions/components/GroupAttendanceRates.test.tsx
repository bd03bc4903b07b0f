import { SESSION_MSG } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import fr from '@/i18n/locales/fr/validation.json';
import en from '@/i18n/locales/en/validation.json';
import { mockApi } from '@/testing/fetchMock';
import { renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { GroupAttendanceRates } from './GroupAttendanceRates';

const counts = (present: number, absent: number, late: number, sessions: number, excused = 0) => {
  const records = present + absent;
  const rate = (part: number) => (records === 0 ? null : Math.round((part * 1000) / records) / 10);
  return {
    present,
    absent,
    excused,
    late,
    sessions,
    presentRate: rate(present),
    absentRate: rate(absent),
    excusedRate: rate(excused),
    unexcusedRate: rate(absent - excused),
    lateRate: rate(late),
  };
};

const RATES = {
  startDate: '2025-08-31T22:00:00.000Z',
  endDate: '2026-03-04T22:59:59.999Z',
  group: { id: 7, name: 'Benjamins', ...counts(15, 5, 3, 10, 3) },
  members: [
    { id: 1, firstName: 'Élodie', lastName: 'Bernard', ...counts(9, 1, 2, 10) },
    { id: 2, firstName: 'Zoé', lastName: 'Martin', ...counts(6, 4, 1, 10, 3) },
    { id: 3, firstName: 'Hugo', lastName: 'Neuf', ...counts(0, 0, 0, 0) },
  ],
};

describe('group attendance rates', () => {
  it('shows the season so far per member and for the group', async () => {
    const queries: string[] = [];
    mockApi({ 'GET /session/rates': { body: RATES } });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      queries.push(String(input));
      return original(input, init);
    });
    vi.useFakeTimers({ now: new Date('2026-03-04T09:00:00.000Z'), toFake: ['Date'] });
    setViewport('desktop');
    signIn({ roles: ['COACH'] });
    renderInShell(<GroupAttendanceRates groupId={7} />);

    const table = await screen.findByRole('table', { name: 'Assiduité du groupe Benjamins' });
    const query = new URL(queries.find((url) => url.includes('/session/rates')) ?? '', 'http://x').searchParams;
    expect(query.get('groupId')).toBe('7');
    // 1 September 00:00 in Monaco → today's end.
    expect(Number(query.get('startDate'))).toBe(Date.parse('2025-08-31T22:00:00.000Z'));
    expect(Number(query.get('endDate'))).toBe(Date.parse('2026-03-04T22:59:59.999Z'));

    const bernard = within(table).getByRole('row', { name: /Bernard Élodie/ });
    expect(
      within(bernard)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['10', '9 (90 %)', '1 (10 %)', '0 (0 %)', '1 (10 %)', '2 (20 %)']);
    // Absences the family reported, apart from the others (docs/product.md#absences).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Adhérent', 'Séances', 'Présent', 'Absent', 'Absences excusées', 'Absences non excusées', 'Retard']);
    const martin = within(table).getByRole('row', { name: /Martin Zoé/ });
    expect(
      within(martin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['10', '6 (60 %)', '4 (40 %)', '3 (30 %)', '1 (10 %)', '1 (10 %)']);
    expect(within(table).getByRole('row', { name: /Neuf Hugo/ })).toHaveTextContent('000000');
    const total = within(table).getByRole('row', { name: /Total du groupe/ });
    expect(total.textContent?.replace(/\s/g, ' ')).toContain('15 (75 %)');
    expect(total.textContent?.replace(/\s/g, ' ')).toContain('3 (15 %)2 (10 %)');
  });

  describe('in English, on a phone', () => {
    afterEach(() => i18n.changeLanguage('fr'));

    it('shows excused and unexcused absences apart on each card', async () => {
      mockApi({ 'GET /session/rates': { body: RATES } });
      setViewport('phone');
      signIn({ roles: ['COACH'] });
      await i18n.changeLanguage('en');
      renderInShell(<GroupAttendanceRates groupId={7} />);
      const list = await screen.findByRole('list', { name: 'Attendance of the group Benjamins' });
      const martin = within(list).getAllByRole('listitem')[2];
      expect(martin?.textContent?.replace(/\s/g, ' ')).toMatch(
        /Absent: 4 \(40%\).*Excused: 3 \(30%\).*Unexcused: 1 \(10%\).*Late: 1 \(10%\)/,
      );
      expect(within(list).getAllByRole('listitem')[0]?.textContent?.replace(/\s/g, ' ')).toContain('Excused: 3 (15%)Unexcused: 2 (10%)');
    });
  });

  it('says so when the period holds no session, without a list of zeros', async () => {
    mockApi({
      'GET /session/rates': {
        body: {
          ...RATES,
          group: { ...RATES.group, ...counts(0, 0, 0, 0) },
          members: RATES.members.map((m) => ({ ...m, ...counts(0, 0, 0, 0) })),
        },
      },
    });
    setViewport('desktop');
    signIn({ roles: ['COACH'] });
    renderInShell(<GroupAttendanceRates groupId={7} />);
    expect(await screen.findByText('Aucune séance sur cette période.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the .xlsx export with the token, from memory', async () => {
    const saved: { href: string; download: string }[] = [];
    const sentTokens: (string | null)[] = [];
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    mockApi({ 'GET /session/rates': { body: RATES } });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/api/session/rates/export')) return original(input, init);
      sentTokens.push(new Headers(init?.headers).get('Authorization'));
      return Promise.resolve(
        new Response(xlsx, { status: 200, headers: { 'Content-Disposition': 'attachment; filename="presences-benjamins.xlsx"' } }),
      );
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    setViewport('phone');
    signIn({ roles: ['COACH'], access: 'token-xyz' });
    renderInShell(<GroupAttendanceRates groupId={7} />);
    const user = userEvent.setup();

    // On a phone: the group's totals first, then a card per member.
    const list = await screen.findByRole('list', { name: 'Assiduité du groupe Benjamins' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Total du groupe');
    await user.click(screen.getByRole('button', { name: 'Exporter en .xlsx' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:test', download: 'presences-benjamins.xlsx' }]));
    expect(sentTokens).toEqual(['Bearer token-xyz']);
  });
});

describe('session and time-slot message keys', () => {
  it.each([
    ['fr', fr],
    ['en', en],
  ])('all have a %s text', (_language, texts) => {
    const missing = Object.values(SESSION_MSG).filter((key) => typeof (texts as Record<string, unknown>)[key] !== 'string');
    expect(missing).toEqual([]);
  });
});
