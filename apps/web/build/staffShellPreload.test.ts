import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { staffShellPreload } from './staffShellPreload.ts';

const chunk = (fileName: string, imports: string[], modules: string[] = []) =>
  ({ type: 'chunk', fileName, imports, moduleIds: modules.map((module) => `/club/apps/web/${module}`) }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/main.js', ['assets/vendor.js'], ['src/main.tsx']),
    chunk('assets/vendor.js', []),
    chunk('assets/StaffLayout.js', ['assets/vendor.js', 'assets/Dialog.js'], ['src/app/layout/StaffLayout.tsx']),
    chunk('assets/Dialog.js', ['assets/Portal.js']),
    chunk('assets/Portal.js', []),
    chunk('assets/PoolsideStatus.js', ['assets/Portal.js', 'assets/idb.js'], ['src/features/offline/PoolsideStatus.tsx']),
    chunk('assets/idb.js', []),
    chunk('assets/SomeScreen.js', ['assets/Table.js'], ['src/features/x/SomeScreen.tsx']),
    chunk('assets/Table.js', []),
  ].map((output) => [output.fileName, output]),
);

const transform = (modules: string[], filename: string) => {
  const hook = staffShellPreload(modules).transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[] | undefined;
  };
  return hook.handler('<html></html>', {
    path: '/index.html',
    filename,
    bundle,
    chunk: bundle['assets/main.js'] as Rollup.OutputChunk,
  });
};

describe('the staff shell announced in the staff page', () => {
  it('announces the shell’s chunks and what they import, not those the entry already announces', () => {
    const tags = transform(['src/app/layout/StaffLayout.tsx', 'src/features/offline/PoolsideStatus.tsx'], '/club/apps/web/index.html');
    expect(tags?.map((tag) => tag.attrs?.href)).toEqual([
      '/assets/StaffLayout.js',
      '/assets/Dialog.js',
      '/assets/Portal.js',
      '/assets/PoolsideStatus.js',
      '/assets/idb.js',
    ]);
    expect(
      tags?.every(
        (tag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' && tag.attrs.fetchpriority === 'low' && tag.injectTo === 'head',
      ),
    ).toBe(true);
  });

  it('leaves the families’ and the login’s pages alone', () => {
    expect(transform(['src/app/layout/StaffLayout.tsx'], '/club/apps/web/family.html')).toBeUndefined();
    expect(transform(['src/app/layout/StaffLayout.tsx'], '/club/apps/web/login.html')).toBeUndefined();
  });

  it('stops the build when the shell is not in any chunk', () => {
    expect(() => transform(['src/app/layout/Gone.tsx'], '/club/apps/web/index.html')).toThrow(/no chunk holds src\/app\/layout\/Gone.tsx/);
  });
});
