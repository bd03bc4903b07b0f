import { describe, expect, it } from 'vitest';
import { filenameOf } from './download';

describe('file names of downloads', () => {
  it('reads the plain name, prefers the UTF-8 one, and has none without a header', () => {
    expect(filenameOf('attachment; filename="students.xlsx"')).toBe('students.xlsx');
    expect(filenameOf('attachment; filename=students.xlsx')).toBe('students.xlsx');
    expect(filenameOf(`attachment; filename="presences-eveil.xlsx"; filename*=UTF-8''pr%C3%A9sences-%C3%A9veil.xlsx`)).toBe(
      'présences-éveil.xlsx',
    );
    expect(filenameOf(null)).toBeNull();
  });
});
