/**
 * The part of jsdom the logo check uses (jsdom ships no types). The server is built without the
 * DOM library, so the nodes are described here as far as they are read.
 */
declare module 'jsdom' {
  export interface MarkupAttribute {
    readonly name: string;
    readonly localName: string;
    readonly prefix: string | null;
    readonly value: string;
  }

  export interface MarkupElement {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly textContent: string | null;
    readonly attributes: Iterable<MarkupAttribute>;
    readonly children: Iterable<MarkupElement> & { readonly length: number };
    querySelectorAll(selectors: string): Iterable<MarkupElement>;
  }

  export interface MarkupDocument {
    readonly documentElement: MarkupElement | null;
    querySelectorAll(selectors: string): Iterable<MarkupElement>;
  }

  export interface MarkupWindow {
    readonly document: MarkupDocument;
    readonly XMLSerializer: new () => { serializeToString(node: MarkupElement): string };
  }

  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string });
    readonly window: MarkupWindow;
  }
}
