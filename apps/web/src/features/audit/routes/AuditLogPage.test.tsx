import type { AuditEntryDto } from '@club/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const entry = (
  id: number,
  action: AuditEntryDto['action'],
  targetType: AuditEntryDto['targetType'],
  details: AuditEntryDto['details'],
): AuditEntryDto => ({
  id,
  at: '2026-11-21T10:00:00.000Z',
  actor: { id: 1, login: 'admin', firstName: 'Alice', lastName: 'Admin' },
  action,
  targetType,
  targetId: id === 4 ? null : 30 + id,
  details,
});

const ENTRIES = [
  entry(1, 'ROLES_CHANGED', 'USER', { roles: ['COACH', 'SECTION_MANAGER'] }),
  entry(2, 'SUBSCRIPTION_CANCELLED', 'SUBSCRIPTION', { memberId: 12, season: '2025-2026' }),
  entry(3, 'SUBSCRIPTION_KIND_CHANGED', 'SUBSCRIPTION', { isNew: true }),
  entry(4, 'EXPORT_VIEWED', 'MEMBERS_EXPORT', { season: '2025-2026', filters: ['lastName', 'state'] }),
  entry(5, 'MEMBER_CONTACT_UPDATED', 'MEMBER', { fields: ['email', 'phoneNumber'] }),
  // A group deleted since: the server could not name it.
  entry(6, 'SUB_GROUP_DELETED', 'SUB_GROUP', { groupId: 9 }),
];

const openLog = async (viewport: 'desktop' | 'phone' = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  mockApi({ 'GET /audit': { body: { rows: ENTRIES, total: ENTRIES.length, page: 1, pageSize: 20 } } });
  renderApp('/audit');
};

const detailsCells = async () => {
  const table = await screen.findByRole('table', { name: /^(Journal d'audit|Audit log)$/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .at(-1)
        ?.textContent?.replace(/\u00a0/g, '~'),
    );
};

describe('audit log', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('writes the details in French words, with the French space before a colon', async () => {
    await openLog();
    expect(await detailsCells()).toEqual([
      'Rôles~: Entraîneur, Responsable de section',
      'Adhérent~: n° 12 · Saison~: 2025-2026',
      'Première inscription~: Oui',
      'Saison~: 2025-2026 · Filtres~: Nom, État',
      'Champs~: E-mail, Téléphone',
      'Groupe~: n° 9',
    ]);
  });

  it('writes them in English with English punctuation', async () => {
    await i18n.changeLanguage('en');
    await openLog();
    expect(await detailsCells()).toEqual([
      'Roles: Coach, Section manager',
      'Member: no. 12 · Season: 2025-2026',
      'First subscription: Yes',
      'Season: 2025-2026 · Filters: Last name, State',
      'Fields: E-mail, Phone',
      'Group: no. 9',
    ]);
  });

  it('writes them the same way on a phone', async () => {
    await openLog('phone');
    const list = await screen.findByRole('list', { name: "Journal d'audit" });
    expect(within(list).getByText('Rôles : Entraîneur, Responsable de section')).toBeInTheDocument();
    expect(within(list).getByText('Saison : 2025-2026 · Filtres : Nom, État')).toBeInTheDocument();
  });
});
