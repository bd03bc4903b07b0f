import type { AttendanceRatesDto, GroupRatesDto, MemberRatesDto } from '@club/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

type Counts = MemberRatesDto | GroupRatesDto;

/** The totals row reads like the others, in bold, not in the footer's small grey. */
const TOTAL: SxProps<Theme> = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 };

/** "12 (80 %)" in French, "12 (80%)" in English; a dash without any record. */
const useCell = () => {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (count: number, rate: number | null) => (rate === null ? String(count) : `${count} (${percent.format(rate / 100)})`);
};

const memberName = (member: MemberRatesDto) => `${member.lastName} ${member.firstName}`;

/** The absences nobody reported ahead: `absent` holds both kinds (docs/product.md#absences). */
const unexcusedOf = (row: Counts) => row.absent - row.excused;

interface RatesListProps {
  rates: AttendanceRatesDto;
}

/** Per member and for the whole group, on a tablet or desktop. */
export function RatesTable({ rates }: RatesListProps) {
  const { t } = useTranslation('sessions');
  const cell = useCell();
  const figures = (row: Counts, sx?: SxProps<Theme>) => (
    <>
      <TableCell align="right" sx={sx}>
        {row.sessions}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {cell(row.present, row.presentRate)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {cell(row.absent, row.absentRate)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {cell(row.excused, row.excusedRate)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {cell(unexcusedOf(row), row.unexcusedRate)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {cell(row.late, row.lateRate)}
      </TableCell>
    </>
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('rates.tableLabel', { group: rates.group.name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rates.member')}</TableCell>
            <TableCell align="right">{t('rates.sessions')}</TableCell>
            <TableCell align="right">{t('rates.present')}</TableCell>
            <TableCell align="right">{t('rates.absent')}</TableCell>
            <TableCell align="right">{t('rates.excused')}</TableCell>
            <TableCell align="right">{t('rates.unexcused')}</TableCell>
            <TableCell align="right">{t('rates.late')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.members.map((member) => (
            <TableRow key={member.id} hover>
              <TableCell component="th" scope="row">
                {memberName(member)}
              </TableCell>
              {figures(member)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL}>
              {t('rates.groupTotal')}
            </TableCell>
            {figures(rates.group, TOTAL)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

function RatesCard({ title, row, strong = false }: { title: string; row: Counts; strong?: boolean }) {
  const { t } = useTranslation('sessions');
  const cell = useCell();
  return (
    <Card component="li" sx={strong ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rates.sessionsLine', { count: row.sessions })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2">
            {t('rates.presentLabel')}
            <strong>{cell(row.present, row.presentRate)}</strong>
          </Typography>
          <Typography variant="body2">
            {t('rates.absentLabel')}
            <strong>{cell(row.absent, row.absentRate)}</strong>
          </Typography>
          <Typography variant="body2">
            {t('rates.excusedLabel')}
            <strong>{cell(row.excused, row.excusedRate)}</strong>
          </Typography>
          <Typography variant="body2">
            {t('rates.unexcusedLabel')}
            <strong>{cell(unexcusedOf(row), row.unexcusedRate)}</strong>
          </Typography>
          <Typography variant="body2">
            {t('rates.lateLabel')}
            <strong>{cell(row.late, row.lateRate)}</strong>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** On a phone: the group's totals first, then one card per member. */
export function RatesCardList({ rates }: RatesListProps) {
  const { t } = useTranslation('sessions');
  return (
    <Stack
      component="ul"
      aria-label={t('rates.tableLabel', { group: rates.group.name })}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      <RatesCard title={t('rates.groupTotal')} row={rates.group} strong />
      {rates.members.map((member) => (
        <RatesCard key={member.id} title={memberName(member)} row={member} />
      ))}
    </Stack>
  );
}
