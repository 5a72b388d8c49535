import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * antd's `form/context.js` needs only `FormProvider` from `@rc-component/form`, but imports it from the package's
 * entry, which also builds the whole form engine (fields, lists, the async validator) as a side effect. Every antd
 * component with a popup or an input reaches that file, so every page, the first screen after login included,
 * loaded the engine. Resolving that one import to the module that defines `FormProvider` leaves the engine to the
 * pages with a form (about 13 KB gzip off the first screen, issue 16).
 */
export function formContextOnly(): Plugin {
  const require = createRequire(import.meta.url);
  const formContext = require.resolve('@rc-component/form/es/FormContext.js', { paths: [require.resolve('antd')] });
  return {
    name: 'ops-antd-form-context-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer) return null;
      return /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer) ? formContext : null;
    },
  };
}
