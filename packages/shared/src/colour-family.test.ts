import { describe, expect, it } from 'vitest';
import { colourFamily } from './colour-family';

describe('colourFamily', () => {
  it.each([
    ['Navy', 'Blue'],
    ['Mid Blue Denim', 'Blue'],
    ['Dark Indigo Denim', 'Blue'],
    ['Black Denim', 'Black'],
    ['Sage Green', 'Green'],
    ['Blush Pink', 'Pink'],
    ['Dusty Rose', 'Pink'],
    ['Rose Gold', 'Gold'],
    ['Off White', 'White'],
    ['Grey Melange', 'Grey'],
    ['Chocolate Brown', 'Brown'],
    ['Wine', 'Red'],
    ['Mustard', 'Yellow'],
    ['Cream', 'Beige'],
    ['Blue and White', 'Multicolour'],
    ['BLACK', 'Black'],
  ])('%s is %s', (name, family) => {
    expect(colourFamily(name)).toBe(family);
  });

  it('knows no family for a name without a colour word, and matches whole words only', () => {
    expect(colourFamily('Print')).toBeUndefined();
    expect(colourFamily('')).toBeUndefined();
    expect(colourFamily('Rosewood')).toBeUndefined();
  });
});
