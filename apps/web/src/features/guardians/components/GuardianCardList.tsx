import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardianChoiceProps } from './GuardianTable';
import { guardianName } from './guardianName';

/** The picker on a phone: one card per guardian, the same selection rule as the table. */
export function GuardianCardList({ guardians, selectedId, onToggle }: GuardianChoiceProps) {
  const { t } = useTranslation('guardians');
  const radioName = useId();
  return (
    <Stack component="ul" aria-label={t('picker.tableLabel')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {guardians.map((guardian) => {
        const selected = guardian.id === selectedId;
        const secondary = [guardian.secondaryEmail, guardian.secondaryPhoneNumber].filter((part) => part !== null && part !== '');
        return (
          <Card
            component="li"
            key={guardian.id}
            variant="outlined"
            onClick={() => onToggle(guardian)}
            sx={{
              cursor: 'pointer',
              borderColor: selected ? 'primary.main' : undefined,
              bgcolor: selected ? 'action.selected' : undefined,
            }}
          >
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Radio
                name={radioName}
                checked={selected}
                value={guardian.id}
                onClick={(event) => {
                  event.stopPropagation();
                  onToggle(guardian);
                }}
                onChange={() => undefined}
                slotProps={{ input: { 'aria-label': t('picker.select', { name: guardianName(guardian) }) } }}
                sx={{ mt: -0.75, ml: -0.75 }}
              />
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{guardianName(guardian)}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {guardian.email}
                </Typography>
                {guardian.phoneNumber !== '' && <Typography variant="body2">{guardian.phoneNumber}</Typography>}
                {secondary.length > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {secondary.join(' · ')}
                  </Typography>
                )}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
