import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../subscriptions/privacy.js';
import { draftLabelOf, publishedVersionOf, readableText, textVersionLabel, titledBlocks } from './texts.js';

describe('legal texts: titles and version labels', () => {
  it('titles a text by the heading it opens with, and keeps the rest as its body', () => {
    const text = readableText(
      'rules',
      '3',
      '# Règlement *du club*\n\nPremier paragraphe.\n\n## Article 1\n\nSuite.',
      'Règlement intérieur',
    );
    expect(text.title).toBe('Règlement du club');
    expect(text.versionLabel).toBe('3');
    expect(text.blocks.map((block) => block.type)).toEqual(['paragraph', 'heading', 'paragraph']);
  });

  it('titles a text that does not open with a heading by the document’s name, without taking a later heading', () => {
    const text = readableText('rules', 'draft', 'Introduction.\n\n## Article 1\n\nSuite.', 'Règlement intérieur');
    expect(text.title).toBe('Règlement intérieur');
    expect(text.blocks).toHaveLength(3);
    expect(titledBlocks([], 'Charte').title).toBe('Charte');
    expect(titledBlocks([{ type: 'heading', level: 1, inlines: [{ text: '  ' }] }], 'Charte')).toEqual({
      title: 'Charte',
      blocks: [{ type: 'heading', level: 1, inlines: [{ text: '  ' }] }],
    });
  });

  it('labels a published version by its number and a draft by its own label, the privacy notice’s as before', () => {
    expect(draftLabelOf('privacy')).toBe(PRIVACY_NOTICE_VERSION);
    expect(draftLabelOf('rules')).toBe('draft');
    expect(textVersionLabel(null, draftLabelOf('privacy'))).toBe('2024-12-03.1');
    expect(textVersionLabel(12, 'draft')).toBe('12');
    expect(publishedVersionOf('12')).toBe(12);
    expect(publishedVersionOf(PRIVACY_NOTICE_VERSION)).toBeNull();
    expect(publishedVersionOf('draft')).toBeNull();
  });
});
