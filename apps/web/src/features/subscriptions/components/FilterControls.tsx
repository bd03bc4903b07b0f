import { SUBSCRIPTION_STATES, type SubscriptionState } from '@club/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TextFilter } from './listFilters';

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange'>;

/** A column's text filter: substring, case-insensitive, applied on the server. */
export function TextFilterField({
  column,
  value,
  onChange,
  ...props
}: FieldProps & { column: TextFilter; value: string; onChange: (column: TextFilter, value: string) => void }) {
  const { t } = useTranslation('subscriptions');
  const label = t(`list.filterBy.${column}`);
  return (
    <TextField
      size="small"
      type="search"
      placeholder={props.label === undefined ? t('list.filterPlaceholder') : undefined}
      value={value}
      onChange={(event) => onChange(column, event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label, autoComplete: 'off' } }}
      {...props}
    />
  );
}

/** The state column's filter: one of the translated states, or all of them. */
export function StateFilterField({
  value,
  onChange,
  label,
  ...props
}: Omit<FieldProps, 'label' | 'slotProps'> & {
  value: SubscriptionState | '';
  onChange: (state: SubscriptionState | '') => void;
  label?: string;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as SubscriptionState | '')}
      slotProps={{
        // "All states" shows in the box: the label stays above it.
        inputLabel: { shrink: true },
        select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': t('list.filterBy.state') } },
      }}
      {...props}
    >
      <MenuItem value="">{t('list.allStates')}</MenuItem>
      {SUBSCRIPTION_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`states.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Only the subscriptions whose guardian staff must choose; `short` under the table's actions column. */
export function ProblemFilterField({
  checked,
  onChange,
  short = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  short?: boolean;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <FormControlLabel
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('list.problemsOnly') } }}
        />
      }
      label={short ? t('list.problemsShort') : t('list.problemsOnly')}
    />
  );
}
