import { formatDate } from '@club/domain';
import type { ClubTextKey, TextAcceptance } from '@club/domain/club';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextVersionDialog } from '@/features/club';
import { isLanguage } from '@/lib/language';

/** The stored label of the drafts shipped with the app other than the privacy notice's (`draftLabelOf`). */
const PLAIN_DRAFT_LABEL = 'draft';

interface TextAcceptanceValueProps {
  textKey: ClubTextKey;
  acceptance: TextAcceptance;
  /** The text's name, for the "Read" button's accessible name. */
  name: string;
}

/**
 * "Version 3 (current) accepted on 12/09/2026 by GUARDIAN Jane Doe", and a way to read that
 * published version as the family saw it (docs/product.md, "Legal texts").
 */
export function TextAcceptanceValue({ textKey, acceptance, name }: TextAcceptanceValueProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const [reading, setReading] = useState(false);
  const values = {
    state: t(acceptance.current ? 'facts.current' : 'facts.outdated'),
    date: acceptance.acceptedAt === null ? '—' : formatDate(acceptance.acceptedAt),
  };
  const accepted =
    acceptance.published === null
      ? t('facts.acceptedDraft', {
          ...values,
          draft:
            acceptance.version === PLAIN_DRAFT_LABEL
              ? t('facts.shippedDraft')
              : t('facts.shippedDraftLabelled', { version: acceptance.version }),
        })
      : t('facts.acceptedVersion', { ...values, version: acceptance.published });
  const by = acceptance.acceptedBy === null ? '' : t('facts.acceptedBy', { who: acceptance.acceptedBy });

  return (
    <>
      {accepted}
      {by}
      {acceptance.published !== null && (
        <Box component="span" sx={{ display: 'inline-block', ml: 1 }}>
          <Button size="small" sx={{ minWidth: 0, py: 0 }} onClick={() => setReading(true)} aria-label={t('facts.readOf', { name })}>
            {t('facts.read')}
          </Button>
        </Box>
      )}
      {reading && acceptance.published !== null && (
        <TextVersionDialog
          textKey={textKey}
          version={acceptance.published}
          // The detail does not carry the family's language: the text opens in the screen's, the other is a tab away.
          language={isLanguage(i18n.language) ? i18n.language : 'fr'}
          onClose={() => setReading(false)}
        />
      )}
    </>
  );
}
