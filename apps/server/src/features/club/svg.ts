import type { DOMPurify } from 'dompurify';
import type { MarkupDocument, MarkupElement, MarkupWindow } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export class SvgRefused extends Error {
  constructor(readonly reason: 'not-svg' | 'external-reference') {
    super(reason);
  }
}

interface Sanitizer {
  window: MarkupWindow;
  purify: DOMPurify;
}

let sanitizer: Promise<Sanitizer> | undefined;

/** jsdom weighs tens of megabytes: it loads with the first SVG a club uploads, not with the server. */
const loadSanitizer = (): Promise<Sanitizer> =>
  (sanitizer ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    return { window, purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) };
  })());

/** The document of a well-formed SVG file, or SvgRefused. */
const parseSvg = async (text: string): Promise<MarkupDocument> => {
  const { JSDOM } = await import('jsdom');
  let document: MarkupDocument;
  try {
    document = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
  } catch {
    throw new SvgRefused('not-svg');
  }
  const root = document.documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) throw new SvgRefused('not-svg');
  return document;
};

/** A picture drawn into the file itself (data:image/png…) is no external resource. */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const isInternal = (target: string): boolean => target.startsWith('#') || EMBEDDED_PICTURE.test(target);

/** `url(#a)`, `url("x.png")`: the targets of the CSS functions that load something. */
const cssTargets = (css: string): string[] => [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((match) => (match[2] ?? '').trim());
const loadsFromCss = (css: string): boolean =>
  /@import|image-set\(|image\(|src\(/i.test(css) || cssTargets(css).some((target) => !isInternal(target));

/** A scheme followed by `//`, or a protocol-relative `//host`: an address somewhere else. */
const NAMES_A_HOST = /(^|[^a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/|^\s*\/\//i;

/** Whether anything in the document would be fetched from elsewhere, or link there. */
const referencesOutside = (document: MarkupDocument): boolean => {
  for (const element of document.querySelectorAll('*')) {
    if (element.localName === 'style' && loadsFromCss(element.textContent ?? '')) return true;
    for (const attribute of element.attributes) {
      // The namespace declarations are names, not addresses.
      if (attribute.name === 'xmlns' || attribute.prefix === 'xmlns') continue;
      const value = attribute.value;
      if ((attribute.localName === 'href' || attribute.localName === 'src') && !isInternal(value.trim())) return true;
      if (loadsFromCss(value) || (NAMES_A_HOST.test(value) && !isInternal(value.trim()))) return true;
    }
  }
  return false;
};

/**
 * An uploaded SVG made harmless: scripts, event handlers, foreign (HTML) content and links to
 * scripts are removed by DOMPurify; a file that still loads or links anything from elsewhere is
 * refused rather than shown incomplete. Returns the SVG to store, as XML.
 */
export const sanitizeSvg = async (text: string): Promise<string> => {
  await parseSvg(text);
  const { window, purify } = await loadSanitizer();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Logos reuse their shapes; `use` pointing elsewhere is refused below.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject'],
    RETURN_DOM: true,
  });
  const roots = [...(body as unknown as MarkupElement).children];
  if (roots.length !== 1 || roots[0]?.localName !== 'svg') throw new SvgRefused('not-svg');
  const clean = new window.XMLSerializer().serializeToString(roots[0]);
  if (referencesOutside(await parseSvg(clean))) throw new SvgRefused('external-reference');
  return clean;
};
