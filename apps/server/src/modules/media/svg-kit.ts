/** Small helpers shared by the SVG image generators: number formatting, colours, document shell. */

/** Rounds to at most one decimal so the markup stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = Math.round(((hue % 360) + 360) % 360);
  return `hsl(${h},${Math.round(saturation)}%,${Math.round(lightness)}%)`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radialGlow(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A complete standalone SVG: explicit width, height and viewBox so an `<img>` sizes itself. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** A closed polygon path through the given points. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

export const CJK_FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif";
