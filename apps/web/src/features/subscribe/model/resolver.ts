import { missingAcceptances, subscriptionFormSchema, type SubscriptionFormInput } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import type { FormValues } from './formValues';
import { toSubmitted } from './formValues';
import type { FormLayout } from './layout';

/** The domain's schema, as is: one rule, one place (docs/architecture.md#layers). Raw: the form keeps its own values. */
const schemaResolver = zodResolver(subscriptionFormSchema, undefined, { raw: true });

/**
 * The form's resolver: the domain schema on what would be sent, plus the acceptances a renewal
 * needs (`missingAcceptances`, the rule the server applies). The layout comes from the values,
 * so it follows the birth date being typed.
 */
export const subscriptionResolver =
  (layoutOf: (values: FormValues) => FormLayout): Resolver<FormValues> =>
  async (values, context, options) => {
    const current = layoutOf(values);
    const sent = toSubmitted(values, current.showInstagram);
    // The form holds what the inputs hold (a size may be unset): the schema is the judge of it.
    const result = await schemaResolver(
      sent as unknown as SubscriptionFormInput,
      context,
      options as unknown as ResolverOptions<SubscriptionFormInput>,
    );
    const errors = { ...result.errors } as FieldErrors<FormValues>;
    for (const [field, message] of Object.entries(missingAcceptances(values, current.mustAccept))) {
      errors[field as keyof FormValues] = { type: 'acceptance', message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
