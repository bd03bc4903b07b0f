import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { useSession } from '@/lib/session';
import { useRoleNames } from './useRoleNames';

/** Why the server refused a call (403): the action is not for the user's roles, which it names. */
export const useRefusalText = (error: unknown): string => {
  const { t } = useTranslation();
  const session = useSession();
  const roleNames = useRoleNames();
  const errorText = useErrorText();
  if (session.roles.length === 0) return errorText(error);
  return t('forbidden.action', { count: session.roles.length, roles: roleNames(session.roles, 'titles') });
};
