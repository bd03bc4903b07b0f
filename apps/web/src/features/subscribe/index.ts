/**
 * The family's form as other features reuse it: its model (values, layout, schema resolver, steps)
 * and the steps' components. The family space fills several children's forms in one pass with them
 * (docs/product.md#family-forms); it imports this entry from its lazy chunk only.
 */
export { genericDocumentUrl } from './api/documentUrls';
export { AcceptanceField } from './components/AcceptanceField';
export { ContactStep } from './components/ContactStep';
export { CountryField } from './components/CountryField';
export { FormField } from './components/FormField';
export { column } from './components/layoutSx';
export { MemberStep } from './components/MemberStep';
export { PrivacyNotice } from './components/PrivacyNotice';
export { StepHeading } from './components/StepHeading';
export { focusFromForm } from './model/focus';
export { initialValues, toSubmitted, type FieldName, type FormValues, type SubmittedForm } from './model/formValues';
export { layoutFor, type FormLayout } from './model/layout';
export { subscriptionResolver } from './model/resolver';
export { inFormOrder, STEPS } from './model/steps';
