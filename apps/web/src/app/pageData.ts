/**
 * What the server puts into a page it rendered, for the browser's first render to be the same
 * (docs/architecture.md#server-rendered-login): JSON in a script element the browser does not run,
 * so the CSP's `script-src 'self'` holds.
 */
const PAGE_DATA_ID = 'page-data';

/** The element, with every `<` escaped so that no text in the data can close it. */
export const pageDataElement = (data: unknown): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The data the server put in the page, or undefined when the page was not rendered by it. */
export const readPageData = (): unknown => {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (text === undefined || text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
