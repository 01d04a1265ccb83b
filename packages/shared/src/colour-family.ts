// Colour families: the filter values a shopper picks ("Blue"), from the exact colour names
// feeds and the demo catalogue give ("Navy", "Mid Blue Denim", "Powder Blue"). The product
// page keeps the exact name; listings filter and count by family. In English the colour a
// name ends with is its head ("Sage Green", "Rose Gold", "Off White"), so the last word that
// names a family decides; "Blue and White" is Multicolour.

export const COLOUR_FAMILIES = [
  'Black',
  'White',
  'Grey',
  'Beige',
  'Brown',
  'Red',
  'Pink',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
  'Gold',
  'Silver',
  'Multicolour',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** Words (lower case) that name a family. Fabrics ("denim") are not colours. */
const FAMILY_WORDS: Readonly<Record<ColourFamily, readonly string[]>> = {
  Multicolour: ['multi', 'multicolor', 'multicolour', 'multicoloured', 'multicolored', 'assorted', 'rainbow'],
  Pink: ['pink', 'blush', 'fuchsia', 'rose', 'magenta', 'salmon', 'coral', 'onion'],
  Purple: ['purple', 'lavender', 'lilac', 'violet', 'plum', 'orchid', 'grape', 'aubergine', 'mauve'],
  Blue: ['blue', 'navy', 'indigo', 'teal', 'turquoise', 'aqua', 'cobalt', 'azure', 'sky', 'cyan', 'petrol'],
  Green: ['green', 'olive', 'sage', 'mint', 'emerald', 'lime', 'pista', 'pistachio', 'moss'],
  Red: ['red', 'maroon', 'wine', 'burgundy', 'crimson', 'scarlet', 'cherry', 'rust', 'terracotta', 'brick', 'oxblood'],
  Orange: ['orange', 'tangerine', 'saffron', 'apricot', 'amber', 'peach'],
  Yellow: ['yellow', 'mustard', 'lemon', 'ochre', 'haldi'],
  Gold: ['gold', 'golden', 'bronze', 'copper', 'brass'],
  Silver: ['silver', 'metallic', 'pewter'],
  Brown: ['brown', 'chocolate', 'coffee', 'tan', 'camel', 'mocha', 'walnut', 'chestnut', 'taupe', 'cognac'],
  Beige: ['beige', 'cream', 'ivory', 'sand', 'nude', 'ecru', 'oatmeal', 'stone', 'fawn', 'champagne', 'khaki'],
  Grey: ['grey', 'gray', 'charcoal', 'melange', 'ash', 'slate', 'graphite', 'smoke'],
  Black: ['black', 'jet', 'onyx', 'ebony'],
  White: ['white', 'snow', 'chalk', 'pearl'],
};

const WORD_FAMILY = new Map<string, ColourFamily>(
  Object.entries(FAMILY_WORDS).flatMap(([family, words]) => words.map((w) => [w, family as ColourFamily] as const)),
);

/** The family of a colour name, or undefined when no word of it names one ("Print", ""). Whole words only. */
export function colourFamily(name: string): ColourFamily | undefined {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const families = words.map((w) => WORD_FAMILY.get(w)).filter((f): f is ColourFamily => f !== undefined);
  if (new Set(families).size > 1 && words.some((w) => w === 'and' || w === 'with')) return 'Multicolour';
  return families.at(-1);
}
