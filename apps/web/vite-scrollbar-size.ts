import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('./src/lib/antd-shims/scrollbar-size.ts', import.meta.url));

/**
 * Resolves `@rc-component/util`'s own `./getScrollBarSize` (its entry re-exports it to rc-table, the portal's scroll
 * lock and the sticky scroll bar) to the console's version, which measures the document's scrollbar once instead of
 * on every table mount (src/lib/antd-shims/scrollbar-size.ts, ADR 0018). The build only: the dev server's
 * pre-bundled dependencies keep the original, which gives the same sizes.
 */
export function scrollbarSizeOnce(): Plugin {
  return {
    name: 'ops-scrollbar-size-once',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@rc-component[\\/]util[\\/]es[\\/]/.test(importer)) return null;
      return /(^|\/)getScrollBarSize(\.js)?$/.test(source) ? SHIM : null;
    },
  };
}
