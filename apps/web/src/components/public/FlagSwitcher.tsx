import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BritishFlag } from '@/components/flags/BritishFlag';
import { FrenchFlag } from '@/components/flags/FrenchFlag';
import { isLanguage, LANGUAGES, switchLanguage, type Language } from '@/lib/language';

const FLAGS: Record<Language, ComponentType> = { fr: FrenchFlag, en: BritishFlag };

/**
 * The family pages' flag buttons (docs/product.md#languages-and-formats: cookie, then reload), on the blue header, with the
 * browser's own tooltip: MUI's Tooltip and its Popper would weigh more than the whole form.
 */
export function FlagSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', gap: 0.5, flex: '0 0 auto' }}>
      {LANGUAGES.map((language) => {
        const Flag = FLAGS[language];
        const active = language === current;
        return (
          <IconButton
            key={language}
            lang={language}
            title={t(`language.${language}`)}
            aria-label={t(`language.${language}`)}
            aria-pressed={active}
            onClick={() => {
              if (!active) switchLanguage(language);
            }}
            sx={{
              p: 0.75,
              minWidth: 44,
              minHeight: 44,
              opacity: active ? 1 : 0.8,
              '& svg': {
                display: 'block',
                borderRadius: '3px',
                outline: active ? '2px solid' : 'none',
                outlineColor: 'common.white',
                outlineOffset: '2px',
              },
            }}
          >
            <Flag />
          </IconButton>
        );
      })}
    </Box>
  );
}
