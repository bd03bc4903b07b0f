import { formatDateTime, type AuditEntryDto } from '@club/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { actorName, detailsText } from './entryText';

/** The audit entries: a table on a desktop, cards on a phone. */
export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  const { t } = useTranslation(['audit', 'common']);
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'));
  const who = (entry: AuditEntryDto) => actorName(entry.actor) ?? t('list.system');
  const target = (entry: AuditEntryDto) =>
    entry.targetId === null ? t(`target.${entry.targetType}`) : t('list.targetWithId', { target: t(`target.${entry.targetType}`), id: entry.targetId });
  const details = (entry: AuditEntryDto) => detailsText(entry.details, t);

  if (onPhone) {
    return (
      <Stack component="ul" aria-label={t('list.label')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Card component="li" key={entry.id} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="p">
                {t(`action.${entry.action}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.at)} · {who(entry)}
              </Typography>
              <Typography variant="body2">{target(entry)}</Typography>
              {entry.details !== null && (
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {details(entry)}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.at')}</TableCell>
            <TableCell>{t('list.who')}</TableCell>
            <TableCell>{t('list.action')}</TableCell>
            <TableCell>{t('list.target')}</TableCell>
            <TableCell>{t('list.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{who(entry)}</TableCell>
              <TableCell>{t(`action.${entry.action}`)}</TableCell>
              <TableCell>{target(entry)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{entry.details === null ? '—' : details(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
