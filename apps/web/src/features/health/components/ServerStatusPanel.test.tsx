import type { HealthCheckDto, HealthStatusDto } from '@club/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp, renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { ServerStatusPanel } from './ServerStatusPanel';

const HOUR = 3600;
const DETAILS: HealthStatusDto['details'] = {
  checkedAt: '2026-11-21T10:00:00.000Z',
  dialect: 'sqlite',
  backupTime: '03:00',
  lastBackupAt: '2026-11-21T07:00:00.000Z',
  lastBackupKind: 'NIGHTLY',
  lastRunAt: '2026-11-21T07:00:00.000Z',
  lastRunStatus: 'OK',
  lastRunError: null,
  oldestPendingAt: null,
};

const report = (
  checks: Partial<{ [N in HealthCheckDto['name']]: Partial<Extract<HealthCheckDto, { name: N }>> }> = {},
  details = {},
): HealthStatusDto => {
  const all: HealthCheckDto[] = [
    { name: 'database', status: 'ok', latencyMs: 1.4, ...checks.database },
    { name: 'disk', status: 'ok', freeBytes: 20_000_000_000, totalBytes: 32_000_000_000, ...checks.disk },
    { name: 'outbox', status: 'ok', failed: 0, pending: 0, oldestPendingAgeSeconds: null, ...checks.outbox },
    { name: 'backup', status: 'ok', lastSuccessAgeSeconds: 3 * HOUR, lastRunFailed: false, inUseForSeconds: 400 * HOUR, ...checks.backup },
  ];
  const order = ['ok', 'warning', 'error'] as const;
  const status = order[Math.max(...all.map((c) => order.indexOf(c.status)))] ?? 'ok';
  return { status, checks: all, details: { ...DETAILS, ...details } };
};

const TROUBLE = report({
  disk: { status: 'warning', freeBytes: 740_000_000 },
  outbox: { status: 'warning', failed: 2, pending: 0 },
});
const OLD_FAILED_BACKUP = report(
  { backup: { status: 'warning', lastSuccessAgeSeconds: 3 * 24 * HOUR + 600, lastRunFailed: true } },
  { lastRunStatus: 'FAILED', lastRunError: 'ENOSPC: no space left on device' },
);

/** Intl puts (narrow) no-break spaces in « 740 Mo » and « 3 jours »: compare with plain spaces. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');
const panel = () => screen.findByRole('region', { name: /État du serveur|Server status/ });

describe('server status panel on the home screen', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('tells an admin in plain French what needs attention, with a way to the outbox', async () => {
    const server = mockApi({ 'GET /health/status': { body: TROUBLE } });
    setViewport('desktop');
    signIn({ login: 'aadmin', roles: ['ADMIN'] });
    renderApp('/home');

    const section = await panel();
    expect(await within(section).findByText('Certains points demandent votre attention.')).toBeInTheDocument();
    const text = textOf(section);
    expect(text).toContain('Base de données : elle répond en 1 ms');
    expect(text).toContain('Espace disque faible : 740 Mo libres');
    expect(text).toContain("2 courriels n'ont pas pu être envoyés");
    expect(text).toContain('Dernière sauvegarde : il y a 3 heures');
    expect(within(section).getByRole('link', { name: 'Voir les courriels' })).toHaveAttribute('href', '/mail/outbox');
    expect(within(section).getAllByTitle('À surveiller')).toHaveLength(2);
    expect(server.callsTo('GET', '/health/status')).toHaveLength(1);
  });

  it('says when the backups stopped and why the last one failed', async () => {
    mockApi({ 'GET /health/status': { body: OLD_FAILED_BACKUP } });
    signIn({ roles: ['ADMIN'] });
    renderInShell(<ServerStatusPanel />);

    const section = await panel();
    expect(await within(section).findByText('Aucune sauvegarde depuis 3 jours')).toBeInTheDocument();
    expect(within(section).getByText('La dernière sauvegarde a échoué')).toBeInTheDocument();
    expect(within(section).getByText('ENOSPC: no space left on device')).toBeInTheDocument();
    expect(textOf(section)).toContain('Courriels : aucun envoi en échec');
  });

  it('says the server cannot work when the disk is full', async () => {
    mockApi({ 'GET /health/status': { body: report({ disk: { status: 'error', freeBytes: 50_000_000 } }) } });
    signIn({ roles: ['ADMIN'] });
    renderInShell(<ServerStatusPanel />);

    const section = await panel();
    expect(await within(section).findByText('Le serveur ne peut pas fonctionner correctement.')).toBeInTheDocument();
    expect(textOf(section)).toContain("Disque presque plein : 50 Mo libres, l'application ne peut plus enregistrer");
    expect(within(section).getByTitle('Bloquant')).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /health/status': { body: TROUBLE } });
    signIn({ roles: ['ADMIN'] });
    const { unmount } = renderInShell(<ServerStatusPanel />);

    let section = await panel();
    expect(await within(section).findByText('Some things need your attention.')).toBeInTheDocument();
    expect(textOf(section)).toContain('Low disk space: 740 MB free');
    expect(textOf(section)).toContain('2 mails could not be sent');
    expect(textOf(section)).toContain('Last backup: 3 hours ago');
    expect(within(section).getByRole('link', { name: 'See the mail outbox' })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /health/status': { body: OLD_FAILED_BACKUP } });
    renderInShell(<ServerStatusPanel />);
    section = await panel();
    expect(await within(section).findByText('No backup for 3 days')).toBeInTheDocument();
    expect(within(section).getByText('The last backup failed')).toBeInTheDocument();
  });

  it('is not shown to a coach, who does not ask the server for it', async () => {
    const server = mockApi({ 'GET /health/status': { status: 403, body: { code: 'FORBIDDEN', message: 'Not allowed for this role' } } });
    setViewport('desktop');
    signIn({ login: 'jcoach', roles: ['COACH'] });
    renderApp('/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'État du serveur' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/health/status')).toHaveLength(0);
  });
});
