// Prints figures to follow over time: lines of product code, files over 300 lines, import cycles
// and database queries outside repositories (docs/architecture.md#database).
// Run with `npm run figures`; it reads files only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseCircular, parseDependencyTree } from 'dpdm';

const LONG_FILE = 300;
const print = (line) => process.stdout.write(`${line}\n`);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'], {
  encoding: 'utf8',
})
  .split('\n')
  // A file deleted in the working tree is still in the index until the change is committed.
  .filter((file) => file !== '' && !file.includes('upgrade-fixture/') && existsSync(file));

const isTest = (file) => /\.test\.tsx?$|\/test-data\.ts$|\/test\/|\/testing\/|^e2e\/|\/bench\//.test(file);
const isProduct = (file) => /^(apps|packages)\//.test(file) && !isTest(file) && !file.endsWith('.d.ts');
const lineCount = (file) => readFileSync(file, 'utf8').split('\n').length;

const product = files.filter(isProduct);
const tests = files.filter(isTest);
const sum = (list) => list.reduce((total, file) => total + lineCount(file), 0);
const long = (list) => list.filter((file) => lineCount(file) > LONG_FILE);

// The calls and the allowed files of the lint rule (eslint.config.js, "Queries only in repositories").
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/g;
const mayQuery = (file) =>
  /\/repository\.ts$|\/repositories\/|^apps\/server\/src\/db\/|^apps\/server\/src\/cli\/|\/test-data\.ts$|\.test\.ts$|^apps\/server\/src\/test\/|^apps\/server\/bench\//.test(
    file,
  );
const queriesOutside = files
  .filter((file) => /^apps\/server\/.*\.ts$/.test(file) && !mayQuery(file))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(QUERY)].map(() => file));

const cyclesOf = async (root, glob) => {
  const tree = await parseDependencyTree(glob, { context: root, transform: false, skipDynamicImports: false, tsconfig: undefined });
  return parseCircular(tree);
};

const cycles = {
  server: await cyclesOf('apps/server', 'apps/server/src/**/*.ts'),
  web: await cyclesOf('apps/web', 'apps/web/src/**/*.{ts,tsx}'),
  domain: await cyclesOf('packages/domain', 'packages/domain/src/**/*.ts'),
};

const byFile = (list) => Object.entries(list.reduce((counts, file) => ({ ...counts, [file]: (counts[file] ?? 0) + 1 }), {}));

print(`lines of product code: ${sum(product)} in ${product.length} files`);
print(`lines of tests: ${sum(tests)} in ${tests.length} files`);
print(`product files over ${LONG_FILE} lines: ${long(product).length}`);
for (const file of long(product)) print(`  ${file} (${lineCount(file)})`);
print(`test files over ${LONG_FILE} lines: ${long(tests).length}`);
print(`queries outside repositories: ${queriesOutside.length}`);
for (const [file, count] of byFile(queriesOutside)) print(`  ${file}: ${count}`);
for (const [side, found] of Object.entries(cycles)) {
  print(`import cycles (${side}): ${found.length}`);
  for (const cycle of found) print(`  ${cycle.join(' -> ')}`);
}
