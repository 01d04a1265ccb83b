// Named garment colours (what the product says) and the hex the illustrations paint with.

export const COLOURS = {
  Black: '#232326',
  White: '#f3f1ec',
  Ivory: '#efe6d2',
  Cream: '#eadcc0',
  Beige: '#d5c0a1',
  Camel: '#bf945f',
  Khaki: '#a8976c',
  Olive: '#66683c',
  'Sage Green': '#a3b496',
  Mint: '#b9dcc8',
  Emerald: '#1d6a4f',
  'Bottle Green': '#1f4a3a',
  Teal: '#226e72',
  'Powder Blue': '#b4cbe3',
  'Sky Blue': '#8fb8de',
  'Royal Blue': '#2c4fa0',
  Navy: '#1f2b46',
  Indigo: '#2f3c6b',
  Lavender: '#c2b3da',
  Lilac: '#b79cc9',
  Mauve: '#a9788c',
  'Blush Pink': '#efc2bf',
  'Dusty Rose': '#c98f8f',
  Fuchsia: '#c0306e',
  Coral: '#e97a67',
  Peach: '#f3bf9d',
  Red: '#b3232f',
  Maroon: '#6a1e2a',
  Wine: '#581b2e',
  Rust: '#b1542b',
  Terracotta: '#c0643f',
  Mustard: '#d09c2a',
  Yellow: '#eccb4f',
  Gold: '#c6a04a',
  'Chocolate Brown': '#5a3a29',
  Charcoal: '#393b40',
  'Grey Melange': '#a2a4a7',
  'Light Blue Denim': '#8ba6c3',
  'Mid Blue Denim': '#4e6c94',
  'Dark Indigo Denim': '#26355a',
  'Black Denim': '#2c2d31',
  'Off White': '#f0ebe0',
} as const;
export type ColourName = keyof typeof COLOURS;

export function colourHex(name: string): string {
  return (COLOURS as Record<string, string>)[name] ?? '#9a8f86';
}

/** Relative luminance 0..1 of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mix two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

export const shade = (hex: string, t: number) => mix(hex, '#000000', t);
export const tint = (hex: string, t: number) => mix(hex, '#ffffff', t);
