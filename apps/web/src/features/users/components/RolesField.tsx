import { isRole, type Role } from '@club/domain';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useValidationText } from '@/i18n/messages';
import { useRoles } from '../api/getRoles';
import { RoleCheckboxGroup } from './RoleCheckboxGroup';

const asRoles = (value: unknown): Role[] =>
  Array.isArray(value) ? value.filter((item): item is Role => typeof item === 'string' && isRole(item)) : [];

interface RolesFieldProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  /** The form field holding the chosen role names. */
  name: FieldPath<T>;
  disabled?: boolean;
}

/** A form's roles, offered as GET /role/ lists them; its error clears on focus (docs/product.md#validation). */
export function RolesField<T extends FieldValues, C, O>({ form, name, disabled }: RolesFieldProps<T, C, O>) {
  const roles = useRoles();
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control: form.control, name });

  if (roles.isPending) return <LoadingState />;
  if (roles.isError) return <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />;

  const errorKey = fieldState.error?.message;
  return (
    <RoleCheckboxGroup
      options={roles.data}
      value={asRoles(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={() => {
        if (fieldState.error !== undefined) form.clearErrors(name);
      }}
      inputRef={field.ref}
      error={errorKey === undefined ? undefined : validationText(errorKey)}
      disabled={disabled}
    />
  );
}
