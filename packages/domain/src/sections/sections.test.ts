import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { createSectionSchema, updateSectionSchema } from './requests.js';

describe('section form: the name rules', () => {
  it.each(['Natation', 'Water-polo', 'Natation artistique', "Plongeon d'été", 'Équipe 2'])('accepts %j', (name) => {
    expect(createSectionSchema.safeParse({ name, coachId: 3 }).success).toBe(true);
  });

  it.each(['', '<b>', 'Natation.', 'Section (A)', 'x'.repeat(61), undefined])('refuses name #%# with SECTION_NAME_ERROR', (name) => {
    const result = createSectionSchema.safeParse({ name });
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: MSG.sectionName });
  });

  it('takes the manager as optional, null removing it', () => {
    expect(createSectionSchema.parse({ name: 'Plongeon' })).toEqual({ name: 'Plongeon' });
    expect(updateSectionSchema.parse({ name: 'Plongeon', coachId: null, version: 2 })).toEqual({
      name: 'Plongeon',
      coachId: null,
      version: 2,
    });
    expect(createSectionSchema.safeParse({ name: 'Plongeon', coachId: 'x' }).success).toBe(false);
  });

  it('requires on edit the version the screen was loaded with', () => {
    const result = updateSectionSchema.safeParse({ name: 'Plongeon' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['version'], message: MSG.invalid });
  });
});
