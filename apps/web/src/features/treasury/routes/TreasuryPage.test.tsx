import type { CashBookDto, DepositSlipDto, OverdueListDto, TreasurySummaryDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes, type RecordedCall } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

const SEASON = { id: 4, label: '2026-2027' };

const SUMMARY: TreasurySummaryDto = {
  season: SEASON,
  totals: { expectedCents: 1_200_000, receivedCents: 900_000, outstandingCents: 300_000, subscriptions: 48, overdueCents: 45_000 },
  sections: [
    {
      sectionId: 1,
      name: 'Natation',
      expectedCents: 800_000,
      receivedCents: 600_000,
      outstandingCents: 200_000,
      groups: [
        { groupId: 11, name: 'Benjamins', subscriptions: 20, expectedCents: 500_000, receivedCents: 500_000, outstandingCents: 0 },
        { groupId: 12, name: 'Minimes', subscriptions: 12, expectedCents: 300_000, receivedCents: 100_000, outstandingCents: 200_000 },
      ],
    },
  ],
  byMethod: [
    { method: 'CHEQUE', receivedCents: 700_000 },
    { method: 'CASH', receivedCents: 200_000 },
    { method: 'CARD', receivedCents: 0 },
  ],
};

const OVERDUE: OverdueListDto = {
  season: SEASON,
  rows: [
    {
      subscriptionId: 31,
      studentId: 77,
      memberName: 'Jade Fabre',
      groupName: 'Minimes',
      instalmentNumber: 2,
      instalmentCount: 3,
      dueOn: '2026-10-05',
      overdueCents: 15_000,
      daysLate: 52,
      lastRemindedOn: '2026-11-20',
      contactName: 'Marc Fabre',
      contactEmail: 'marc.fabre@example.org',
      contactPhone: '06 12 12 12 12',
    },
    {
      subscriptionId: 32,
      studentId: 78,
      memberName: 'Léo Martin',
      groupName: null,
      instalmentNumber: null,
      instalmentCount: null,
      dueOn: '2026-11-25',
      overdueCents: 30_000,
      daysLate: 1,
      lastRemindedOn: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  totals: { overdueCents: 45_000, instalments: 2, families: 2 },
};

/** A season of 45 late instalments from 15 families, answered by pages (and by search) as the API does. */
const LATE: OverdueListDto['rows'] = Array.from({ length: 45 }, (_, index) => ({
  ...OVERDUE.rows[1]!,
  subscriptionId: 100 + index,
  studentId: 200 + index,
  memberName: `Nageur ${index + 1}`,
  daysLate: 90 - index,
}));
const overduePages = (call: RecordedCall) => {
  const page = Number(call.query.get('page'));
  const pageSize = Number(call.query.get('pageSize'));
  const search = call.query.get('search') ?? '';
  const kept = LATE.filter((row) => row.memberName.endsWith(search));
  const rows = kept.slice((page - 1) * pageSize, page * pageSize);
  return {
    body: { season: SEASON, rows, total: kept.length, page, pageSize, totals: { overdueCents: 1_350_000, instalments: 45, families: 15 } },
  };
};

const BOOK: CashBookDto = {
  from: '2026-11-01',
  to: '2026-11-30',
  method: null,
  rows: [
    {
      paymentId: 5,
      kind: 'PAYMENT',
      paidOn: '2026-11-03',
      depositOn: '2026-11-10',
      method: 'CHEQUE',
      reference: '1234567 Crédit Agricole',
      receiptReference: 'R2026-2027-0007',
      payerName: 'Marc Fabre',
      members: ['Jade Fabre', 'Tom Fabre'],
      amountCents: 30_000,
    },
    {
      paymentId: 6,
      kind: 'REFUND',
      paidOn: '2026-11-12',
      depositOn: null,
      method: 'TRANSFER',
      reference: null,
      receiptReference: null,
      payerName: 'Anne Roux',
      members: ['Lou Roux'],
      amountCents: -4_500,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  totals: [
    { method: 'CHEQUE', receivedCents: 30_000, refundedCents: 0, netCents: 30_000 },
    { method: 'TRANSFER', receivedCents: 0, refundedCents: 4_500, netCents: -4_500 },
  ],
  netCents: 25_500,
};

/** A month of 45 payments, answered by pages as the API does, under the month's totals whatever the page. */
const PAID: CashBookDto['rows'] = Array.from({ length: 45 }, (_, index) => ({
  ...BOOK.rows[0]!,
  paymentId: 100 + index,
  paidOn: `2026-11-${String(1 + Math.floor(index / 2)).padStart(2, '0')}`,
  payerName: `Payeur ${index + 1}`,
  amountCents: 1_000,
}));
const cashBookPages = (call: RecordedCall) => {
  const page = Number(call.query.get('page'));
  const pageSize = Number(call.query.get('pageSize'));
  return {
    body: {
      ...BOOK,
      rows: PAID.slice((page - 1) * pageSize, page * pageSize),
      total: PAID.length,
      page,
      pageSize,
      totals: [{ method: 'CHEQUE', receivedCents: 45_000, refundedCents: 0, netCents: 45_000 }],
      netCents: 45_000,
    },
  };
};

const SLIP: DepositSlipDto = {
  on: '2026-11-26',
  cheques: [
    {
      paymentId: 5,
      reference: '1234567 Crédit Agricole',
      payerName: 'Marc Fabre',
      paidOn: '2026-11-03',
      receiptReference: 'R2026-2027-0007',
      amountCents: 30_000,
    },
  ],
  count: 1,
  totalCents: 30_000,
};

const ROUTES: MockRoutes = {
  'GET /season/': { body: { seasons: [{ ...SEASON, isCurrent: true }] } },
  'GET /treasury/summary': { body: SUMMARY },
  'GET /treasury/overdue': { body: OVERDUE },
  'GET /treasury/cash-book': { body: BOOK },
  'GET /treasury/deposit-slip': { body: SLIP },
  'GET /treasury/cash-book/export': { body: {} },
  'GET /treasury/deposit-slip/pdf': { body: {} },
};

const open = async (anchor = '', viewport: keyof typeof VIEWPORTS = 'desktop', routes: MockRoutes = {}) => {
  setViewport(viewport);
  signIn({ login: 'aadmin', roles: ['ADMIN'] });
  const server = mockApi({ ...ROUTES, ...routes });
  renderApp(`/treasury${anchor}`);
  return { server, user: userEvent.setup() };
};

/** French amounts carry no-break spaces; the tests write plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('treasury screen', () => {
  beforeEach(() => {
    // The cash book opens on the current month and the slip on today: a fixed day makes them known.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('fr');
  });

  it('shows the season’s totals as figures, with each bar’s figures in its accessible name', async () => {
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trésorerie' })).toBeInTheDocument();
    const figures = await screen.findByText('Attendu', { selector: 'dt' });
    expect(plain(figures.parentElement?.textContent)).toContain('12 000,00 €');
    expect(plain(figures.parentElement?.textContent)).toContain('48 inscriptions');
    expect(plain(screen.getByText('En retard', { selector: 'dt' }).parentElement?.textContent)).toContain('450,00 €');
    const bars = screen.getAllByRole('img').map((bar) => plain(bar.getAttribute('aria-label')));
    expect(bars).toContain('9 000,00 € encaissés sur 12 000,00 € attendus (75 %)');
    expect(bars).toContain('6 000,00 € encaissés sur 8 000,00 € attendus (75 %)');

    const groups = screen.getByRole('table', { name: 'Groupes de Natation' });
    const minimes = within(groups).getByRole('row', { name: /Minimes/ });
    expect(plain(minimes.textContent)).toBe('Minimes123 000,00 €1 000,00 €2 000,00 €');

    const methods = screen.getByRole('list', { name: 'Encaissé par moyen de paiement' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['Chèque7 000,00 €', 'Espèces2 000,00 €']);
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Treasury' })).toBeInTheDocument();
    expect((await screen.findByText('Expected', { selector: 'dt' })).parentElement).toHaveTextContent('€12,000.00');
    expect(screen.getByText('48 subscriptions')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '€9,000.00 received of €12,000.00 expected (75%)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Received by payment method' })).toHaveTextContent('Cheque€7,000.00');
  });

  it('asks for the season picked, and keeps it for the overdue list', async () => {
    const { server, user } = await open('', 'desktop', {
      'GET /season/': {
        body: {
          seasons: [
            { ...SEASON, isCurrent: true },
            { id: 5, label: '2027-2028', isCurrent: false },
          ],
        },
      },
    });
    await screen.findByText('Natation');
    expect(server.callsTo('GET', '/treasury/summary')[0]?.query.has('season')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Saison' }));
    await user.click(await screen.findByRole('option', { name: '2027-2028' }));
    await waitFor(() => expect(server.callsTo('GET', '/treasury/summary')).toHaveLength(2));
    expect(server.callsTo('GET', '/treasury/summary')[1]?.query.get('season')).toBe('5');

    await user.click(screen.getByRole('tab', { name: 'Retards' }));
    expect(await screen.findByRole('link', { name: 'Jade Fabre' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/treasury/overdue').map((call) => call.query.get('season'))).toEqual(['5']);
    expect(Object.fromEntries(server.callsTo('GET', '/treasury/overdue')[0]?.query ?? [])).toEqual({
      season: '5',
      page: '1',
      pageSize: '20',
    });
  });

  it('lists the overdue instalments with a link to each subscription, the contact and the total', async () => {
    const { server } = await open('#overdue');

    const link = await screen.findByRole('link', { name: 'Jade Fabre' });
    expect(link).toHaveAttribute('href', '/subscription/77');
    const row = screen.getByRole('row', { name: /Jade Fabre/ });
    expect(within(row).getByText('2/3')).toBeInTheDocument();
    expect(within(row).getByText('05/10/2026')).toBeInTheDocument();
    expect(within(row).getByText('52 jours')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Écrire à Marc Fabre' })).toHaveAttribute('href', 'mailto:marc.fabre@example.org');
    expect(within(row).getByRole('link', { name: 'Appeler Marc Fabre' })).toHaveAttribute('href', 'tel:0612121212');
    const whole = screen.getByRole('row', { name: /Léo Martin/ });
    expect(within(whole).getByText('Totalité')).toBeInTheDocument();
    expect(within(whole).getByText('1 jour')).toBeInTheDocument();
    expect(within(whole).getByText('Aucune')).toBeInTheDocument();
    expect(within(whole).getByRole('link', { name: 'Léo Martin' })).toHaveAttribute('href', '/subscription/78');
    expect(plain(screen.getByRole('status').textContent)).toBe('2 échéances · 2 familles · Total en retard : 450,00 €');
    expect(server.callsTo('GET', '/treasury/overdue')).toHaveLength(1);
  });

  it('pages through the overdue list, the season’s totals staying above, and searches a family from the first page', async () => {
    const { server, user } = await open('#overdue', 'desktop', { 'GET /treasury/overdue': overduePages });
    const query = (index: number) => Object.fromEntries(server.callsTo('GET', '/treasury/overdue')[index]?.query ?? []);

    const table = await screen.findByRole('table', { name: 'Échéances en retard' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 sur 45')).toBeInTheDocument();
    const totals = '45 échéances · 15 familles · Total en retard : 13 500,00 €';
    expect(plain(screen.getByRole('status').textContent)).toBe(totals);
    expect(query(0)).toEqual({ page: '1', pageSize: '20' });

    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(await screen.findByRole('link', { name: 'Nageur 21' })).toBeInTheDocument();
    expect(screen.getByText('21–40 sur 45')).toBeInTheDocument();
    expect(query(1)).toEqual({ page: '2', pageSize: '20' });
    expect(plain(screen.getByRole('status').textContent)).toBe(totals);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une famille (nom, e-mail)' }), '  5 ');
    expect(await screen.findByText('1–5 sur 5')).toBeInTheDocument();
    const calls = server.callsTo('GET', '/treasury/overdue');
    expect(query(calls.length - 1)).toEqual({ page: '1', pageSize: '20', search: '5' });
    // Calls once typing paused, not one per key (a slow machine may pause once between two keys).
    expect(calls.length - 2).toBeLessThan('  5 '.length);
    expect(plain(screen.getByRole('status').textContent)).toBe(totals);

    await user.type(screen.getByRole('searchbox'), 'x');
    expect(await screen.findByText('Aucune échéance en retard pour cette recherche.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the overdue list’s totals, search and pages in English', async () => {
    await i18n.changeLanguage('en');
    await open('#overdue', 'phone', { 'GET /treasury/overdue': overduePages });

    expect(await screen.findByRole('listitem', { name: 'Nageur 1' })).toBeInTheDocument();
    expect(plain(screen.getByRole('status').textContent)).toBe('45 instalments · 15 families · Total overdue: €13,500.00');
    expect(screen.getByRole('searchbox', { name: 'Search a family (name, e-mail)' })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('says when no instalment is overdue', async () => {
    await open('#overdue', 'desktop', {
      'GET /treasury/overdue': { body: { ...OVERDUE, rows: [], total: 0, totals: { overdueCents: 0, instalments: 0, families: 0 } } },
    });
    expect(await screen.findByText('Aucune échéance en retard.')).toBeInTheDocument();
    expect(plain(screen.getByRole('status').textContent)).toBe('0 échéance · 0 famille · Total en retard : 0,00 €');
  });

  it('shows the overdue list as cards with their links on a phone', async () => {
    await open('#overdue', 'phone');

    const card = await screen.findByRole('listitem', { name: 'Jade Fabre' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Jade Fabre' })).toHaveAttribute('href', '/subscription/77');
    expect(within(card).getByText('Minimes · Échéance 2/3')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Appeler Marc Fabre' })).toBeInTheDocument();
  });

  it('asks the cash book for the current month, then for the method picked, and shows a refund as negative', async () => {
    const { server, user } = await open('#cash-book');

    const table = await screen.findByRole('table', { name: 'Livre de caisse' });
    const query = (index: number) => Object.fromEntries(server.callsTo('GET', '/treasury/cash-book')[index]?.query ?? []);
    expect(query(0)).toEqual({ from: '2026-11-01', to: '2026-11-30', page: '1', pageSize: '20' });
    expect(screen.getByText('2 mouvements sur la période')).toBeInTheDocument();

    const refund = within(table).getByRole('row', { name: /Anne Roux/ });
    expect(within(refund).getByText('Remboursement')).toBeInTheDocument();
    expect(plain(within(refund).getAllByRole('cell').at(-1)?.textContent)).toBe('Remboursement−45,00 €');
    const payment = within(table).getByRole('row', { name: /Marc Fabre/ });
    expect(plain(payment.textContent)).toBe(
      '03/11/2026Chèque1234567 Crédit AgricoleR2026-2027-0007Marc FabreJade Fabre, Tom Fabre300,00 €',
    );
    expect(plain(screen.getByText(/^Net de la période/).textContent)).toBe('Net de la période : 255,00 €');
    // Only money that went back is red: the cheques' nothing refunded reads as the other amounts.
    const totals = screen.getByRole('table', { name: 'Totaux par moyen de paiement' });
    const refundedOf = (method: string) => within(within(totals).getByRole('row', { name: new RegExp(method) })).getAllByRole('cell')[2]!;
    const red = getComputedStyle(within(refundedOf('Virement')).getByText(/45,00/)).color;
    expect(red).not.toBe(getComputedStyle(refundedOf('Chèque')).color);
    expect(within(refundedOf('Chèque')).queryByText(/./, { selector: 'span' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Moyen de paiement' }));
    await user.click(await screen.findByRole('option', { name: 'Chèque' }));
    await waitFor(() => expect(server.callsTo('GET', '/treasury/cash-book')).toHaveLength(2));
    expect(query(1)).toEqual({ from: '2026-11-01', to: '2026-11-30', method: 'CHEQUE', page: '1', pageSize: '20' });
  });

  it('pages through the cash book under the period’s totals, and starts again from the first page for another method', async () => {
    const { server, user } = await open('#cash-book', 'desktop', { 'GET /treasury/cash-book': cashBookPages });
    const query = (index: number) => Object.fromEntries(server.callsTo('GET', '/treasury/cash-book')[index]?.query ?? []);

    const table = await screen.findByRole('table', { name: 'Livre de caisse' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 sur 45')).toBeInTheDocument();
    expect(screen.getByText('45 mouvements sur la période')).toBeInTheDocument();
    const net = 'Net de la période : 450,00 €';
    expect(plain(screen.getByRole('status').textContent)).toBe(net);

    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(await screen.findByRole('row', { name: /Payeur 21\b/ })).toBeInTheDocument();
    expect(screen.getByText('21–40 sur 45')).toBeInTheDocument();
    expect(query(1)).toEqual({ from: '2026-11-01', to: '2026-11-30', page: '2', pageSize: '20' });
    expect(plain(screen.getByRole('status').textContent)).toBe(net);
    const totals = screen.getByRole('table', { name: 'Totaux par moyen de paiement' });
    expect(plain(within(totals).getByRole('row', { name: /Chèque/ }).textContent)).toBe('Chèque450,00 €0,00 €450,00 €');

    await user.click(screen.getByRole('combobox', { name: 'Moyen de paiement' }));
    await user.click(await screen.findByRole('option', { name: 'Chèque' }));
    await waitFor(() => expect(server.callsTo('GET', '/treasury/cash-book')).toHaveLength(3));
    expect(query(2)).toEqual({ from: '2026-11-01', to: '2026-11-30', method: 'CHEQUE', page: '1', pageSize: '20' });
  });

  it('says the cash book’s count and pages in English, as cards on a phone', async () => {
    await i18n.changeLanguage('en');
    await open('#cash-book', 'phone', { 'GET /treasury/cash-book': cashBookPages });

    expect(await screen.findByRole('listitem', { name: '01/11/2026 Payeur 1' })).toBeInTheDocument();
    expect(screen.getByText('45 entries over the period')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(plain(screen.getByRole('status').textContent)).toBe('Net for the period: €450.00');
  });

  it('says when the period holds no entry, with no totals and nothing to export', async () => {
    await open('#cash-book', 'desktop', {
      'GET /treasury/cash-book': { body: { ...BOOK, rows: [], total: 0, totals: [], netCents: 0 } },
    });
    expect(await screen.findByText('Aucun mouvement sur cette période.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter (.xlsx)' })).toBeDisabled();
  });

  it('downloads the cash book’s spreadsheet with the same query', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:book', revokeObjectURL: () => undefined }));
    const { server, user } = await open('#cash-book');
    await screen.findByRole('table', { name: 'Livre de caisse' });

    await user.click(screen.getByRole('combobox', { name: 'Moyen de paiement' }));
    await user.click(await screen.findByRole('option', { name: 'Virement' }));
    await user.click(screen.getByRole('button', { name: 'Exporter (.xlsx)' }));

    await waitFor(() => expect(server.callsTo('GET', '/treasury/cash-book/export')).toHaveLength(1));
    const [call] = server.callsTo('GET', '/treasury/cash-book/export');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ from: '2026-11-01', to: '2026-11-30', method: 'TRANSFER' });
    expect(call?.authorization).toBe('Bearer access-token-1');
  });

  it('lists today’s cheques with their count and total, and downloads the slip of that day', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined }));
    const { server, user } = await open('#deposit-slip');

    const table = await screen.findByRole('table', { name: 'Remise de chèques' });
    expect(server.callsTo('GET', '/treasury/deposit-slip')[0]?.query.get('on')).toBe('2026-11-26');
    expect(plain(within(table).getByRole('row', { name: /Marc Fabre/ }).textContent)).toBe(
      '1234567 Crédit AgricoleMarc Fabre03/11/2026300,00 €',
    );
    expect(plain(screen.getByRole('status').textContent)).toBe('1 chèque, 300,00 €');

    await user.click(screen.getByRole('button', { name: 'Télécharger le bordereau (PDF)' }));
    await waitFor(() => expect(server.callsTo('GET', '/treasury/deposit-slip/pdf')).toHaveLength(1));
    expect(server.callsTo('GET', '/treasury/deposit-slip/pdf')[0]?.query.get('on')).toBe('2026-11-26');
  });
});
