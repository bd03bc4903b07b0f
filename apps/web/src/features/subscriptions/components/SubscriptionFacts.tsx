import { formatDate, formatDateTime } from '@club/domain';
import type { TextAcceptances } from '@club/domain/club';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from './FactList';
import type { SubscriptionDetailDto } from '@club/domain';
import { TextAcceptanceValue } from './TextAcceptanceValue';

/** The texts a renewal accepts besides the notice, in the form's order (the domain's `ACCEPTED_TEXT_KEYS`, whose module this chunk does not load). */
const ACCEPTED_TEXTS = ['rules', 'codeOfConduct', 'guardianCodeOfConduct'] as const satisfies readonly (keyof TextAcceptances)[];

/** What the screen shows but does not edit: season, group, link, submission, the texts accepted. */
export function SubscriptionFacts({ detail }: { detail: SubscriptionDetailDto }) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const facts: [string, ReactNode][] = [
    [t('facts.season'), detail.season.label],
    [t('facts.kind'), detail.isNew ? t('facts.new') : t('facts.renewal')],
    [t('facts.group'), [detail.groupName ?? '—', detail.subGroupName].filter((part) => part !== null).join(' · ')],
    [t('facts.submittedAt'), detail.submittedAt === null ? t('facts.notYet') : formatDateTime(detail.submittedAt)],
    [t('facts.processDate'), detail.processDate === null ? '—' : formatDate(detail.processDate)],
    [t('facts.linkExpiresAt'), detail.linkExpiresAt === null ? t('facts.noLink') : formatDate(detail.linkExpiresAt)],
    [
      t('facts.privacy'),
      detail.privacy === null ? (
        t('facts.notYet')
      ) : (
        <TextAcceptanceValue textKey="privacy" acceptance={detail.privacy} name={t('facts.privacy')} />
      ),
    ],
    // The rules and codes a renewal accepted with the notice (docs/product.md, "Legal texts").
    ...ACCEPTED_TEXTS.flatMap((key): [string, ReactNode][] => {
      const acceptance = detail.acceptances[key];
      return acceptance === null
        ? []
        : [[t(`facts.${key}`), <TextAcceptanceValue textKey={key} acceptance={acceptance} name={t(`facts.${key}`)} />]];
    }),
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('facts.title')}
      </Typography>
      <FactList facts={facts} />
    </Paper>
  );
}
