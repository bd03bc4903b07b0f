import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { SubscriptionListViewProps } from './listViewProps';
import { ProblemFilterField, StateFilterField, TextFilterField } from './FilterControls';

type PhoneFiltersProps = Pick<
  SubscriptionListViewProps,
  'texts' | 'onTextChange' | 'state' | 'onStateChange' | 'problem' | 'onProblemChange'
>;

/** The column filters of the table, as a labelled form above the cards. */
export function PhoneFilters({ texts, onTextChange, state, onStateChange, problem, onProblemChange }: PhoneFiltersProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Paper variant="outlined" component="section" aria-label={t('list.filters')} sx={{ p: 1.5, mb: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5}>
          <TextFilterField column="lastName" label={t('columns.lastName')} value={texts.lastName} onChange={onTextChange} fullWidth />
          <TextFilterField column="firstName" label={t('columns.firstName')} value={texts.firstName} onChange={onTextChange} fullWidth />
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <TextFilterField column="groupName" label={t('columns.group')} value={texts.groupName} onChange={onTextChange} fullWidth />
          <StateFilterField label={t('columns.state')} value={state} onChange={onStateChange} fullWidth />
        </Stack>
        <ProblemFilterField checked={problem} onChange={onProblemChange} />
      </Stack>
    </Paper>
  );
}
