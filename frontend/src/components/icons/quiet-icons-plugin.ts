import type { Plugin } from 'vite';

const ICON_IMPORT = /^@ant-design\/icons\/([A-Z][A-Za-z]*)$/;
const VIRTUAL = '\0quiet-icon:';

/**
 * Resolves the app's `import X from '@ant-design/icons/X'` (static or dynamic) to that icon wrapped
 * by quietIcon: silent for screen readers unless named (see quiet-icon.tsx). Each icon stays its
 * own small module, so it travels in the chunks that draw it, as before: one module re-exporting
 * every icon would put them all in the storefront's first load. antd's own imports of its icons
 * (from node_modules) are left alone; the ConfigProvider's icon defaults cover those.
 */
export function quietIcons(quietIconModule: string): Plugin {
  return {
    name: 'quentinha:quiet-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = ICON_IMPORT.exec(source);
      if (!match || !importer || importer.startsWith(VIRTUAL) || /[\\/]node_modules[\\/]/.test(importer)) return null;
      return `${VIRTUAL}${match[1]}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      return [
        `import Icon from '@ant-design/icons/${name}';`,
        `import { quietIcon } from ${JSON.stringify(quietIconModule)};`,
        'export default /* @__PURE__ */ quietIcon(Icon);',
      ].join('\n');
    },
  };
}
