import type { OutboxMailDto, OutboxState, Page } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const mail = (id: number, state: OutboxState, subject: string, extra: Partial<OutboxMailDto> = {}): OutboxMailDto => ({
  id,
  kind: 'GROUP_MAIL',
  subject,
  recipients: 3,
  state,
  groupMail: null,
  attempts: state === 'FAILED' || state === 'PARTLY_SENT' ? 6 : 1,
  lastError: state === 'FAILED' || state === 'PARTLY_SENT' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
  createdAt: '2026-11-21T09:00:00.000Z',
  sentAt: state === 'SENT' ? '2026-11-21T09:01:00.000Z' : null,
  nextAttemptAt: '2026-11-21T09:05:00.000Z',
  ...extra,
});
const FAILED = mail(3, 'FAILED', 'Stage de Noël');
const SENT = mail(2, 'SENT', 'Convocation au test');
const QUEUED = mail(1, 'QUEUED', 'Lien d’inscription');
/** A group mail sent in several messages (languages, batches), one of which failed. */
const GROUP = mail(7, 'PARTLY_SENT', 'Stage de Pâques', {
  recipients: 61,
  groupMail: { senderName: 'Élodie Martin', groupName: 'Benjamins' },
  sentAt: '2026-11-21T09:01:00.000Z',
});
const page = (rows: OutboxMailDto[], total = rows.length): Page<OutboxMailDto> => ({ rows, total, page: 1, pageSize: 20 });
const stateOf = (call: RecordedCall) => call.query.get('state');

const openOutbox = async (viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'aadmin', roles: ['ADMIN'] });
  renderApp('/mail/outbox');
  await screen.findByText('Stage de Noël');
  return userEvent.setup();
};

describe('mail outbox screen', () => {
  it('lists mails with their state, tries, recipients and the error of a failed one', async () => {
    mockApi({ 'GET /mail/outbox': { body: page([FAILED, SENT, QUEUED]) } });
    await openOutbox();

    expect(screen.getByRole('heading', { level: 1, name: 'Courriels envoyés' })).toBeInTheDocument();
    const failed = screen.getByRole('row', { name: /Stage de Noël/ });
    expect(within(failed).getByText('En échec')).toBeInTheDocument();
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(failed).getByText('6')).toBeInTheDocument();
    const sent = screen.getByRole('row', { name: /Convocation au test/ });
    expect(within(sent).getByText('Envoyé')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Renvoyer/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Renvoyer/ })).toHaveLength(1);
  });

  it('asks for the state chosen with the filter chips', async () => {
    const server = mockApi({
      'GET /mail/outbox': (call) => ({ body: stateOf(call) === 'FAILED' ? page([FAILED]) : page([FAILED, SENT, QUEUED]) }),
    });
    const user = await openOutbox();

    await user.click(screen.getByRole('button', { name: 'En échec' }));
    await waitFor(() => expect(screen.queryByText('Convocation au test')).not.toBeInTheDocument());
    expect(server.callsTo('GET', '/mail/outbox').map(stateOf)).toEqual([null, 'FAILED']);
    expect(screen.getByRole('button', { name: 'En échec' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a failed mail again after confirmation, says so and reloads the list', async () => {
    let retried = false;
    const server = mockApi({
      'GET /mail/outbox': () => ({ body: page([retried ? { ...FAILED, state: 'QUEUED', attempts: 0 } : FAILED, SENT]) }),
      'POST /mail/outbox/3/retry': () => {
        retried = true;
        return { status: 204 };
      },
    });
    const user = await openOutbox();

    await user.click(screen.getByRole('button', { name: 'Renvoyer « Stage de Noël »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Remettre le courriel « Stage de Noël » dans la file d’envoi ?'.replace('’', "'"));
    await user.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));

    expect(await screen.findByText('Le courriel « Stage de Noël » sera renvoyé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/mail/outbox/3/retry')).toHaveLength(1);
    const row = await screen.findByRole('row', { name: /Stage de Noël/ });
    await waitFor(() => expect(within(row).getByText('En attente')).toBeInTheDocument());
  });

  it('does nothing when the confirmation is cancelled, and explains a mail that is no longer failed', async () => {
    const server = mockApi({
      'GET /mail/outbox': { body: page([FAILED]) },
      'POST /mail/outbox/3/retry': { status: 409, body: { code: 'CONFLICT', message: 'Only a failed mail can be sent again' } },
    });
    const user = await openOutbox();

    await user.click(screen.getByRole('button', { name: 'Renvoyer « Stage de Noël »' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/mail/outbox/3/retry')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Renvoyer « Stage de Noël »' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Ce courriel n’est plus en échec : la liste a été actualisée.'.replace('’', "'"))).toBeInTheDocument();
  });

  it('shows cards with the error on a phone', async () => {
    mockApi({ 'GET /mail/outbox': { body: page([FAILED, SENT]) } });
    await openOutbox('phone');

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Stage de Noël' });
    expect(within(card).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Renvoyer « Stage de Noël »' })).toBeInTheDocument();
  });

  it('shows a group mail as one row: its sender, group, subject, recipients and partly sent state, retried after confirmation', async () => {
    let retried = false;
    const server = mockApi({
      'GET /mail/outbox': () => ({ body: page([retried ? { ...GROUP, state: 'QUEUED' } : GROUP, FAILED]) }),
      'POST /mail/outbox/7/retry': () => {
        retried = true;
        return { status: 204 };
      },
    });
    const user = await openOutbox();

    const row = screen.getByRole('row', { name: /Stage de Pâques/ });
    expect(within(row).getByText('Courriel d’Élodie Martin au groupe Benjamins')).toBeInTheDocument();
    expect(within(row).getByText('61')).toBeInTheDocument();
    expect(within(row).getByText('Envoyé en partie')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Stage de Noël/ })).queryByText(/au groupe/)).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Renvoyer « Stage de Pâques »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('les envois en échec du courriel « Stage de Pâques »');
    expect(dialog).toHaveTextContent('ne le recevront pas deux fois');
    await user.click(within(dialog).getByRole('button', { name: 'Renvoyer' }));
    expect(server.callsTo('POST', '/mail/outbox/7/retry')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Stage de Pâques/ })).getByText('En attente')).toBeInTheDocument());
  });

  it('offers the partly sent filter and shows a group mail’s sender on a phone card', async () => {
    const server = mockApi({
      'GET /mail/outbox': (call) => ({ body: stateOf(call) === 'PARTLY_SENT' ? page([GROUP]) : page([FAILED, GROUP]) }),
    });
    const user = await openOutbox('phone');

    const card = screen.getByRole('listitem', { name: 'Stage de Pâques' });
    expect(within(card).getByText('Courriel d’Élodie Martin au groupe Benjamins')).toBeInTheDocument();
    expect(within(card).getByText(/61 destinataires/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Renvoyer « Stage de Pâques »' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyé en partie' }));
    await waitFor(() => expect(screen.queryByText('Stage de Noël')).not.toBeInTheDocument());
    expect(server.callsTo('GET', '/mail/outbox').map(stateOf)).toEqual([null, 'PARTLY_SENT']);
  });

  it('says when there is no mail', async () => {
    mockApi({ 'GET /mail/outbox': { body: page([]) } });
    setViewport('desktop');
    signIn({ login: 'aadmin', roles: ['ADMIN'] });
    renderApp('/mail/outbox');
    expect(await screen.findByText('Aucun courriel pour l’instant.'.replace('’', "'"))).toBeInTheDocument();
  });
});
