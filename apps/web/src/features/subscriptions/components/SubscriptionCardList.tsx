import { formatDate } from '@club/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SubscriptionListViewProps } from './listViewProps';
import { personName } from '@/lib/personName';
import { SubscriptionRowActions } from './SubscriptionRowActions';
import { SubscriptionStateChip } from './SubscriptionStateChip';

type CardListProps = Pick<SubscriptionListViewProps, 'rows' | 'selected' | 'onToggle' | 'onDelete'>;

/** The subscription list on a phone: one card per member instead of a table too wide for the screen. */
export function SubscriptionCardList({ rows, selected, onToggle, onDelete }: CardListProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Stack component="ul" aria-label={t('list.title')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const name = personName(row);
        const group = [row.groupName, row.subGroupName].filter((part) => part !== null).join(' · ');
        return (
          <Card component="li" key={row.subscriptionId} variant={selected.has(row.studentId) ? 'elevation' : 'outlined'}>
            <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Checkbox
                checked={selected.has(row.studentId)}
                onChange={() => onToggle(row.studentId)}
                slotProps={{ input: { 'aria-label': t('list.selectRow', { name }) } }}
                sx={{ mt: -0.5, ml: -0.5 }}
              />
              <Stack spacing={0.75} sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {row.lastName} {row.firstName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('list.bornOn', { date: formatDate(row.birthDate) })}
                  {group !== '' && ` · ${group}`}
                </Typography>
                <div>
                  <SubscriptionStateChip state={row.subscriptionState} />
                </div>
                <SubscriptionRowActions row={row} onDelete={onDelete} />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
