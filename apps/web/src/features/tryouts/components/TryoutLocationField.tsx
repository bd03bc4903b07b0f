import Link from '@mui/material/Link';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormSuggestField } from '@/components/form/FormSuggestField';
import { clubSectionPath, usePlaceChoices } from '@/features/club';
import { useSession } from '@/lib/session';
import type { TryoutFormValues } from './tryoutFormValues';

interface TryoutLocationFieldProps<C, O> {
  form: UseFormReturn<TryoutFormValues, C, O>;
  disabled: boolean;
}

/**
 * The test's location: the club's places offered in their order, any other place typed
 * (docs/product.md, "Try-out tests"). Without places, an admin is shown where to add them.
 */
export function TryoutLocationField<C, O>({ form, disabled }: TryoutLocationFieldProps<C, O>) {
  const { t } = useTranslation('tryouts');
  const session = useSession();
  const places = usePlaceChoices();
  const noPlaces = places.isSuccess && places.data.names.length === 0;
  return (
    <FormSuggestField
      form={form}
      name="location"
      label={t('fields.location')}
      options={places.data?.names ?? []}
      required
      disabled={disabled}
      helperText={
        session.isAdmin && noPlaces ? (
          <Link component={RouterLink} to={clubSectionPath('places')}>
            {t('form.addPlaces')}
          </Link>
        ) : undefined
      }
    />
  );
}
