import type { OverdueListDto } from '@club/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const LATE: OverdueListDto = {
  season: { id: 4, label: '2026-2027' },
  rows: [
    {
      subscriptionId: 31,
      studentId: 77,
      memberName: 'Jade Fabre',
      groupName: 'Minimes',
      instalmentNumber: null,
      instalmentCount: null,
      dueOn: '2026-10-05',
      overdueCents: 15_000,
      daysLate: 52,
      lastRemindedOn: null,
      contactName: 'Marc Fabre',
      contactEmail: 'marc.fabre840@example.org',
      contactPhone: '06 12 12 12 12',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  totals: { overdueCents: 15_000, instalments: 1, families: 1 },
};

/** The pieces of an address between its break points (`<wbr>`). */
const piecesOf = (element: HTMLElement): string[] =>
  element.innerHTML
    .replace(/<\/?span[^>]*>/g, '')
    .split('<wbr>')
    .filter((piece) => piece !== '');

describe('overdue list contacts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  // At 1280 px, beside the menu, the contact column is the narrowest: an address that could break
  // anywhere was split mid-word ("pierre.emerance84" / "0@example.net"); it now wraps only after
  // its « @ » and before a dot, on the desktop table as on the phone's cards.
  it.each(['desktop', 'phone'] as const)('wraps a family’s address only where a reader expects (%s)', async (viewport) => {
    setViewport(viewport);
    signIn({ login: 'aadmin', roles: ['ADMIN'] });
    mockApi({
      'GET /season/': { body: { seasons: [{ id: 4, label: '2026-2027', isCurrent: true }] } },
      'GET /treasury/overdue': { body: LATE },
    });
    renderApp('/treasury#overdue');

    const mail = await screen.findByRole('link', { name: 'Écrire à Marc Fabre' });
    expect(mail).toHaveAttribute('href', 'mailto:marc.fabre840@example.org');
    expect(mail).toHaveTextContent('marc.fabre840@example.org');
    expect(piecesOf(mail)).toEqual(['marc', '.fabre840@', 'example', '.org']);
  });
});
