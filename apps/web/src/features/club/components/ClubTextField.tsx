import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/form/FormTextField';
import { useClubValidationText } from './useClubValidationText';

/**
 * A text field of the club's forms: the shared form field, full width, whose error is a message
 * key of the club settings or a shared one, cleared when the field gets focus.
 */
export function ClubTextField<T extends FieldValues, C, O>(props: Omit<FormTextFieldProps<T, C, O>, 'errorText'>) {
  return <FormTextField fullWidth {...props} errorText={useClubValidationText()} />;
}
