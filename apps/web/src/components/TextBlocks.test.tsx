import type { Block } from '@club/domain';
import { markdownBlocks } from '@club/domain/club';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextBlocks } from './TextBlocks';

describe('TextBlocks, the one drawing of a legal text', () => {
  it('draws headings, styled runs, links, lists, quotes and rules', () => {
    const blocks: Block[] = [
      { type: 'heading', level: 1, inlines: [{ text: 'Règlement' }] },
      { type: 'heading', level: 2, inlines: [{ text: 'Article 1' }] },
      {
        type: 'paragraph',
        inlines: [
          { text: 'Le club ' },
          { text: 'exige', strong: true },
          { text: ' un ' },
          { text: 'certificat', em: true, strong: true },
          { text: '.' },
        ],
      },
      { type: 'paragraph', inlines: [{ text: 'Écrire au ' }, { text: 'secrétariat', href: 'mailto:contact@cnm.mc' }] },
      { type: 'list', ordered: true, start: 3, items: [[{ text: 'troisième' }], [{ text: 'quatrième' }]] },
      { type: 'list', ordered: false, start: 1, items: [[{ text: 'puce' }]] },
      { type: 'quote', inlines: [{ text: 'Une citation' }] },
      { type: 'rule' },
    ];
    const { container } = render(<TextBlocks blocks={blocks} topHeading="h2" />);

    expect(screen.getByRole('heading', { level: 2, name: 'Règlement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Article 1' })).toBeInTheDocument();
    expect(screen.getByText('exige').tagName).toBe('STRONG');
    const both = screen.getByText('certificat');
    expect(both.tagName).toBe('EM');
    expect(both.parentElement?.tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'secrétariat' });
    expect(link).toHaveAttribute('href', 'mailto:contact@cnm.mc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const ordered = container.querySelector('ol');
    expect(ordered).toHaveAttribute('start', '3');
    expect(ordered?.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('ul li')).toHaveTextContent('puce');
    expect(container.querySelector('blockquote')).toHaveTextContent('Une citation');
    expect(container.querySelectorAll('hr')).toHaveLength(1);
  });

  it('draws a line break where a run holds one', () => {
    const { container } = render(<TextBlocks blocks={[{ type: 'paragraph', inlines: [{ text: 'Stade Louis II\n98000 Monaco' }] }]} />);
    const paragraph = container.querySelector('p');
    expect(paragraph?.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph?.childNodes[0]?.textContent).toBe('Stade Louis II');
    expect(paragraph?.childNodes[2]?.textContent).toBe('98000 Monaco');
  });

  it('shows markup written in a text as text: no script, no element, no handler', () => {
    const hostile =
      '<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\nVoir [ici](javascript:alert(1)) et <b>gras</b>.';
    const { container } = render(<TextBlocks blocks={markdownBlocks(hostile)} />);

    expect(container.querySelector('script, img, b, iframe')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
    expect(container).toHaveTextContent('<img src=x onerror="window.hacked = true">');
    expect(container).toHaveTextContent('<b>gras</b>');
    // A javascript: target is dropped: its words stay, as plain text.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Voir ici et');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('clamps deep headings to the last heading tag', () => {
    render(<TextBlocks blocks={[{ type: 'heading', level: 3, inlines: [{ text: 'Profond' }] }]} topHeading="h5" />);
    expect(screen.getByRole('heading', { level: 6, name: 'Profond' })).toBeInTheDocument();
  });
});
