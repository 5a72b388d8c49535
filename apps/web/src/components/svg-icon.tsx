import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

function render(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(render));
}

/**
 * An antd icon drawn from its SVG definition without `@ant-design/icons` (and so without antd):
 * for the pages a first visit loads before the console (the login route).
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return createElement(
    'svg',
    { ...root.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, className },
    root.children?.map(render),
  );
}
