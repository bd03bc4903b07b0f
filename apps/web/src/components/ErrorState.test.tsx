import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api';
import { renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { ErrorState } from './ErrorState';

const refused = new ApiError(403, 'FORBIDDEN', 'Not allowed for this role');

describe('error state of a screen section', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('offers no retry for a refusal (403) and says the action is not for the user’s role', () => {
    signIn({ roles: ['COACH'] });
    const retry = vi.fn();
    renderInShell(<ErrorState error={refused} onRetry={retry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Action non autorisée');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette action n’est pas permise à votre rôle (Entraîneur) : réessayer n’y changera rien.',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('names every role the user holds, in English too', async () => {
    await i18n.changeLanguage('en');
    signIn({ roles: ['SECTION_MANAGER', 'COACH'] });
    renderInShell(<ErrorState error={refused} onRetry={() => undefined} />);

    expect(screen.getByRole('alert')).toHaveTextContent('This action is not allowed for your roles (Coach and Section manager)');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['a server failure', new ApiError(500, 'UNKNOWN_ERROR', 'boom'), 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard.'],
    [
      'an unreachable server',
      ApiError.network(new TypeError('fetch failed')),
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    ],
  ])('keeps the retry for %s', async (_case, error, message) => {
    signIn({ roles: ['COACH'] });
    const retry = vi.fn();
    renderInShell(<ErrorState error={error} onRetry={retry} />);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
