import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A yes/no setting of a form. */
export function FormCheckbox<T extends FieldValues, C, O>({ form, name, label, disabled }: FormCheckboxProps<T, C, O>) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}
