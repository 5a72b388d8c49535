import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { scrollbarSizeOnce } from './vite-scrollbar-size.ts';

const require = createRequire(import.meta.url);
const utilEs = path.dirname(require.resolve('@rc-component/util/es/getScrollBarSize.js', { paths: [require.resolve('antd')] }));
const resolveId = scrollbarSizeOnce().resolveId as (source: string, importer?: string) => string | null;

describe('the build measures the scrollbar once (vite-scrollbar-size.ts)', () => {
  test("rc-util's entry still re-exports its scrollbar size from the module the plugin replaces", () => {
    const entry = readFileSync(path.join(utilEs, 'index.js'), 'utf8');
    const specifier = /export \{[^}]*getTargetScrollBarSize[^}]*\} from "([^"]+)"/.exec(entry)?.[1];
    expect(specifier).toBeDefined();
    expect(resolveId(specifier ?? '', path.join(utilEs, 'index.js'))).toMatch(/antd-shims[\\/]scrollbar-size\.ts$/);
  });

  test('the stand-in has the exports of the original', () => {
    const exportsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export (default )?function (\w+)/gm)].map((m) => `${m[1] ?? ''}${m[2]}`);
    const original = exportsOf(path.join(utilEs, 'getScrollBarSize.js'));
    expect(original).toEqual(['default getScrollBarSize', 'getTargetScrollBarSize']);
    expect(exportsOf(path.resolve(import.meta.dirname, 'src/lib/antd-shims/scrollbar-size.ts'))).toEqual(original);
  });

  test('leaves every other import alone', () => {
    expect(resolveId('./getScrollBarSize', '/app/node_modules/antd/es/table/Table.js')).toBeNull();
    expect(resolveId('./raf', path.join(utilEs, 'index.js'))).toBeNull();
    expect(resolveId('./getScrollBarSize')).toBeNull();
  });
});
