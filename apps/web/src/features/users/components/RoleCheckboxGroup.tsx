import { isRole, type Role, type RoleDto } from '@club/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface RoleCheckboxGroupProps {
  /** The roles offered, as GET /role/ lists them. */
  options: readonly RoleDto[];
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Already translated. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** One checkbox per role; a user may hold several (docs/product.md#roles). */
export function RoleCheckboxGroup({ options, value, onChange, onFocus, onBlur, error, inputRef, disabled }: RoleCheckboxGroupProps) {
  const { t } = useTranslation(['users', 'common']);
  const helperId = useId();
  const toggle = (role: Role, checked: boolean) =>
    onChange(checked ? [...value.filter((held) => held !== role), role] : value.filter((held) => held !== role));

  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={disabled}>
      <FormLabel component="legend">{t('users:fields.roles')}</FormLabel>
      <FormGroup aria-describedby={error === undefined ? undefined : helperId}>
        {options
          .filter((option) => isRole(option.name))
          .map((option, index) => (
            <FormControlLabel
              key={option.id}
              label={t(`common:roles.${option.name}`)}
              control={
                <Checkbox
                  name="roles"
                  value={option.name}
                  checked={value.includes(option.name)}
                  onChange={(event) => toggle(option.name, event.target.checked)}
                  onFocus={onFocus}
                  onBlur={onBlur}
                  // The first box takes the focus when the form points at this field.
                  inputRef={index === 0 ? inputRef : undefined}
                />
              }
            />
          ))}
      </FormGroup>
      {error !== undefined && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
