import { describe, expect, it } from 'vitest';
import { subscriptionRowDto } from '../subscriptions/contract/list.js';
import { SUBSCRIPTION_FORM_FIELDS } from '../subscriptions/form.js';
import { resumeFormDto } from './contract.js';

describe('the resume contract', () => {
  it('answers exactly the form’s 22 fields, in the form’s order', () => {
    expect(Object.keys(resumeFormDto.shape)).toEqual([...SUBSCRIPTION_FORM_FIELDS]);
  });

  it('holds the ids as numbers, the sizes as numbers or null, and every other field as text', () => {
    const fields = Object.fromEntries(SUBSCRIPTION_FORM_FIELDS.map((field) => [field, '']));
    const form = { ...fields, id: 3, subscriptionId: 7, shirtSizeId: null, shortSizeId: 2 };
    expect(resumeFormDto.parse(form)).toEqual(form);
    expect(resumeFormDto.safeParse({ ...form, shirtSizeId: '1' }).success).toBe(false);
    expect(resumeFormDto.safeParse({ ...form, city: null }).success).toBe(false);
  });
});

describe('stored text in answers', () => {
  const row = {
    studentId: 1,
    subscriptionId: 2,
    lastName: 'Dupont',
    firstName: 'Léa',
    birthDate: '2012-05-04',
    groupName: null,
    subGroupName: null,
    problem: false,
  };

  it('is checked as text only, as the database holds it', () => {
    expect(subscriptionRowDto.safeParse({ ...row, subscriptionState: 'STARTED' }).success).toBe(true);
    expect(subscriptionRowDto.safeParse({ ...row, subscriptionState: 'A_STATE_OF_LATER' }).success).toBe(true);
    expect(subscriptionRowDto.safeParse({ ...row, subscriptionState: 3 }).success).toBe(false);
  });
});
