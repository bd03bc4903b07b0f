import { formatDate } from '@club/domain';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionListViewProps } from './listViewProps';
import { ProblemFilterField, StateFilterField, TextFilterField } from './FilterControls';
import { personName } from '@/lib/personName';
import { SubscriptionRowActions } from './SubscriptionRowActions';
import { SubscriptionStateChip } from './SubscriptionStateChip';

/** The subscription list on a tablet or desktop: a filter under each column (docs/product.md#screen-subscriptions). */
export function SubscriptionTable({
  rows,
  texts,
  onTextChange,
  state,
  onStateChange,
  problem,
  onProblemChange,
  selected,
  onToggle,
  onToggleAll,
  onDelete,
  footer,
}: SubscriptionListViewProps & { footer?: ReactNode }) {
  const { t } = useTranslation('subscriptions');
  const ids = rows.map((row) => row.studentId);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  const allSelected = ids.length > 0 && selectedHere === ids.length;

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={t('list.title')} size="small" sx={{ '& td, & th': { px: 1.5 } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selectedHere > 0 && !allSelected}
                  disabled={ids.length === 0}
                  onChange={(event) => onToggleAll(ids, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('list.selectPage') } }}
                />
              </TableCell>
              <TableCell aria-sort="ascending" sx={{ minWidth: 120 }}>
                {/* The server sorts by last name, then first name. */}
                <TableSortLabel active direction="asc" tabIndex={-1} sx={{ pointerEvents: 'none' }}>
                  {t('columns.lastName')}
                </TableSortLabel>
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>{t('columns.firstName')}</TableCell>
              <TableCell>{t('columns.birthDate')}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>{t('columns.group')}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>{t('columns.state')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
            <TableRow sx={{ '& th': { pt: 0, pb: 1, verticalAlign: 'top' } }}>
              <TableCell padding="checkbox" />
              <TableCell>
                <TextFilterField column="lastName" value={texts.lastName} onChange={onTextChange} fullWidth />
              </TableCell>
              <TableCell>
                <TextFilterField column="firstName" value={texts.firstName} onChange={onTextChange} fullWidth />
              </TableCell>
              <TableCell />
              <TableCell>
                <TextFilterField column="groupName" value={texts.groupName} onChange={onTextChange} fullWidth />
              </TableCell>
              <TableCell>
                <StateFilterField value={state} onChange={onStateChange} fullWidth />
              </TableCell>
              <TableCell align="right">
                <ProblemFilterField checked={problem} onChange={onProblemChange} short />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const name = personName(row);
              const isSelected = selected.has(row.studentId);
              return (
                <TableRow key={row.subscriptionId} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => onToggle(row.studentId)}
                      slotProps={{ input: { 'aria-label': t('list.selectRow', { name }) } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {row.lastName}
                  </TableCell>
                  <TableCell>{row.firstName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.birthDate)}</TableCell>
                  <TableCell>
                    {row.groupName ?? '—'}
                    {row.subGroupName !== null && (
                      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                        {row.subGroupName}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <SubscriptionStateChip state={row.subscriptionState} />
                  </TableCell>
                  <TableCell align="right">
                    <SubscriptionRowActions row={row} onDelete={onDelete} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}
