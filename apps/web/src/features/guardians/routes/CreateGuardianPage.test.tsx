import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildGuardian } from '../testing/factories';
import { keepComputedStyles } from '@/testing/computedStyles';

// What some tests check is the CSS itself (src/testing/computedStyles.ts).
keepComputedStyles();

vi.setConfig({ testTimeout: 40_000 });

const openForm = async () => {
  setViewport('desktop');
  const server = mockApi({ 'POST /guardian/': { status: 201, body: buildGuardian({ id: 30, firstName: 'Éloïse', lastName: 'Martin' }) } });
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp('/guardian/new');
  await screen.findByText('Nouveau responsable', { selector: 'h1' }, { timeout: 20_000 });
  return { server, user: userEvent.setup() };
};

const submitButton = (): HTMLElement => screen.getByText('Valider', { selector: 'button' });
const field = (label: RegExp | string): HTMLElement => screen.getByLabelText(label);

describe('guardian creation form (docs/product.md#validation)', () => {
  it('keeps submit disabled until the e-mail is valid', async () => {
    const { user } = await openForm();
    expect(submitButton()).toBeDisabled();

    await user.type(field('Prénom'), 'Éloïse');
    expect(submitButton()).toBeDisabled();
    await user.type(field(/^E-mail \*/), 'eloise@example');
    expect(submitButton()).toBeDisabled();
    await user.type(field(/^E-mail \*/), '.org');
    expect(submitButton()).toBeEnabled();

    // A filled field that is invalid disables it again.
    await user.type(field('Téléphone'), '12');
    expect(submitButton()).toBeDisabled();
    await user.clear(field('Téléphone'));
    expect(submitButton()).toBeEnabled();
  });

  it('checks a name when the field is left, and only when it is not empty', async () => {
    const { user } = await openForm();

    await user.click(field('Prénom'));
    await user.tab();
    expect(screen.queryByText('Prénom invalide')).not.toBeInTheDocument();

    await user.type(field('Prénom'), 'J3@n');
    expect(screen.queryByText('Prénom invalide')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Prénom invalide')).toBeInTheDocument();

    // The error clears when the field gets the focus again (docs/product.md#validation).
    await user.click(field('Prénom'));
    await waitFor(() => expect(screen.queryByText('Prénom invalide')).not.toBeInTheDocument());
  });

  it('reveals the secondary e-mail and phone with the plus icon, and sends the guardian', async () => {
    const { server, user } = await openForm();
    expect(screen.queryByLabelText('E-mail secondaire')).not.toBeVisible();

    await user.click(screen.getByLabelText('Ajouter un e-mail et un téléphone secondaires'));
    await waitFor(() => expect(screen.getByLabelText('E-mail secondaire')).toBeVisible());

    await user.type(field('Prénom'), 'Éloïse');
    await user.type(field('Nom'), 'Martin');
    await user.type(field(/^E-mail \*/), 'eloise.martin@example.org');
    await user.type(field('Téléphone'), '06 12 34 56 78');
    await user.type(field('E-mail secondaire'), 'em@example.net');
    await user.click(submitButton());

    expect(await screen.findByText('Responsable Éloïse Martin créé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/guardian/')[0]?.body).toEqual({
      firstName: 'Éloïse',
      lastName: 'Martin',
      email: 'eloise.martin@example.org',
      phoneNumber: '0612345678',
      secondaryEmail: 'em@example.net',
      secondaryPhoneNumber: null,
    });
  });

  it('empties the form with reset', async () => {
    const { user } = await openForm();
    await user.type(field('Nom'), 'Martin');
    await user.click(screen.getByText('Réinitialiser'));
    expect(field('Nom')).toHaveValue('');
  });
});
