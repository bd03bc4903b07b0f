import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, switchLanguage, type Language } from '@/lib/language';
import { BritishFlag } from './flags/BritishFlag';
import { FrenchFlag } from './flags/FrenchFlag';

const FLAGS: Record<Language, ComponentType> = { fr: FrenchFlag, en: BritishFlag };

interface LanguageSwitcherProps {
  /** `onDark` on the blue app bar, `onLight` on a white page. */
  tone?: 'onDark' | 'onLight';
}

/** Flag buttons (docs/product.md#languages-and-formats): the choice goes to the `lang` cookie, then the page reloads. */
export function LanguageSwitcher({ tone = 'onLight' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const ring = tone === 'onDark' ? 'common.white' : 'primary.main';
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {LANGUAGES.map((language) => {
        const Flag = FLAGS[language];
        const active = language === current;
        return (
          <Tooltip key={language} title={t(`language.${language}`)}>
            <IconButton
              aria-label={t(`language.${language}`)}
              aria-pressed={active}
              onClick={() => {
                if (!active) switchLanguage(language);
              }}
              sx={{
                p: 0.75,
                opacity: active ? 1 : 0.75,
                '& svg': {
                  display: 'block',
                  borderRadius: '3px',
                  outline: active ? '2px solid' : 'none',
                  outlineColor: ring,
                  outlineOffset: '2px',
                },
              }}
            >
              <Flag />
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}
