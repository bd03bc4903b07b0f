import { afterEach, describe, expect, it } from 'vitest';
import { pageDataElement, readPageData } from './pageData';

describe('the data a server-rendered page carries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads back what was written, whatever characters it holds', () => {
    const data = { clubHeading: { name: 'Les </script><script>alert(1)</script> Dauphins & <Co>', logoUrl: null } };
    const element = pageDataElement(data);
    expect(element).not.toContain('</script><script>');
    document.body.innerHTML = element;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual(data);
  });

  it('is undefined when the page has none, or when it cannot be read', () => {
    expect(readPageData()).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="page-data">{"broken":</script>';
    expect(readPageData()).toBeUndefined();
  });
});
