import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { STUDENT_COLUMNS, type StudentColumns } from './studentColumns';

interface DisplaySettingsProps {
  columns: StudentColumns;
  onChange: (columns: StudentColumns) => void;
}

/** Which details of the students to show (docs/product.md#screen-group-details: display settings). */
export function DisplaySettings({ columns, onChange }: DisplaySettingsProps) {
  const { t } = useTranslation('groups');
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('details.display')}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {STUDENT_COLUMNS.map((column) => (
          <FormControlLabel
            key={column}
            label={t(`columns.${column}`)}
            control={
              <Checkbox
                size="small"
                checked={columns[column]}
                onChange={(event) => onChange({ ...columns, [column]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
    </Stack>
  );
}
