import { ROLES, type Role } from '@club/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Roles in a sentence, in the app's language: « administrateurs et responsables de section »
 * (`plural`, for whom a page is meant) or « Entraîneur et Responsable de section » (`titles`,
 * what someone holds). Always in the order of docs/product.md#roles, whatever order they came in.
 */
export const useRoleNames = (): ((roles: readonly Role[], form: 'plural' | 'titles') => string) => {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useCallback(
    (roles, form) => {
      const ordered = ROLES.filter((role) => roles.includes(role));
      const names = ordered.map((role) => (form === 'plural' ? t(`rolesPlural.${role}`) : t(`roles.${role}`)));
      return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
    },
    [t, language],
  );
};
