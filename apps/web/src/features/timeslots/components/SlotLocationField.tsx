import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSuggestField } from '@/components/form/FormSuggestField';
import { usePlaceChoices } from '@/features/club';

interface SlotLocationFieldProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
}

/** A slot's location: the club's places offered in their order, any other place typed. */
export function SlotLocationField<T extends FieldValues, C, O>({ form, name }: SlotLocationFieldProps<T, C, O>) {
  const { t } = useTranslation('timeslots');
  const places = usePlaceChoices();
  return (
    <FormSuggestField
      form={form}
      name={name}
      label={t('fields.location')}
      options={places.data?.names ?? []}
      required
      requiredMark={false}
    />
  );
}
