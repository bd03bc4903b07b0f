import type { GuardianDto } from '@club/domain';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from './EmailText';
import { guardianName } from './guardianName';

export interface GuardianChoiceProps {
  guardians: readonly GuardianDto[];
  /** The selected guardian's id; 0 means none. */
  selectedId: number;
  /** Selects the guardian, or deselects it when it is the selected one. */
  onToggle: (guardian: GuardianDto) => void;
}

const dash = (value: string | null): string => (value === null || value === '' ? '—' : value);

/** The picker's table: one radio per guardian, a click on the row (again) selects (deselects) it. */
export function GuardianTable({ guardians, selectedId, onToggle, footer }: GuardianChoiceProps & { footer?: ReactNode }) {
  const { t } = useTranslation('guardians');
  const radioName = useId();
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('picker.tableLabel')} sx={{ '& td, & th': { px: 1.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('picker.columns.selection')}</TableCell>
              <TableCell>{t('fields.firstName')}</TableCell>
              <TableCell>{t('fields.lastName')}</TableCell>
              <TableCell>{t('fields.email')}</TableCell>
              <TableCell>{t('fields.phoneNumber')}</TableCell>
              <TableCell>{t('fields.secondaryEmail')}</TableCell>
              <TableCell>{t('fields.secondaryPhoneNumber')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {guardians.map((guardian) => {
              const selected = guardian.id === selectedId;
              return (
                <TableRow key={guardian.id} hover selected={selected} onClick={() => onToggle(guardian)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Radio
                      name={radioName}
                      checked={selected}
                      value={guardian.id}
                      // The row's click does the work; a click on a checked radio deselects it.
                      onClick={(event) => {
                        event.stopPropagation();
                        onToggle(guardian);
                      }}
                      onChange={() => undefined}
                      slotProps={{ input: { 'aria-label': t('picker.select', { name: guardianName(guardian) }) } }}
                    />
                  </TableCell>
                  <TableCell>{dash(guardian.firstName)}</TableCell>
                  <TableCell>{dash(guardian.lastName)}</TableCell>
                  <TableCell>
                    <EmailText email={guardian.email} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dash(guardian.phoneNumber)}</TableCell>
                  <TableCell>
                    <EmailText email={guardian.secondaryEmail} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dash(guardian.secondaryPhoneNumber)}</TableCell>
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
