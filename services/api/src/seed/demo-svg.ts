/** The fonts every demo drawing asks for: the first is on the servers that turn the drawings into WebP. */
export const DEMO_FONTS = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Text placed inside SVG markup, with the characters XML gives a meaning to written as entities. */
export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A drawing ready to upload: its SVG markup and the size its user units describe, in pixels. */
export interface SvgDrawing {
  readonly width: number;
  readonly height: number;
  readonly svg: string;
}

/** A whole SVG document of the given size, on a background of one colour. */
export function svgDrawing(width: number, height: number, background: string, parts: readonly string[]): SvgDrawing {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    ...parts,
    '</svg>',
  ].join('');
  return { width, height, svg };
}

export interface SvgTextStyle {
  readonly size: number;
  readonly fill: string;
  readonly weight?: number;
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** One line of text in the demo fonts, its baseline at (x, y). */
export function svgText(x: number, y: number, text: string, style: SvgTextStyle): string {
  const weight = style.weight ? ` font-weight="${style.weight}"` : '';
  const anchor = style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : '';
  return `<text x="${x}" y="${y}" font-family="${DEMO_FONTS}" font-size="${style.size}"${weight}${anchor} fill="${style.fill}">${escapeXml(text)}</text>`;
}

/** A straight stroke from one point to another. */
export const svgLine = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 3) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A filled rectangle, with an outline when one is given. */
export const svgRect = (x: number, y: number, width: number, height: number, fill: string, stroke?: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="3"` : ''}/>`;

/** A filled circle. */
export const svgDot = (x: number, y: number, radius: number, fill: string) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`;
