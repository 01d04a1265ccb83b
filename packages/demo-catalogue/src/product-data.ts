// Vocabulary and assortment tables for the demo catalogue: what each garment kind is called,
// made of, sized and priced like, and which (gender, category) segments the store stocks.
import type { BrandName, Gender } from '@store/shared/catalogue';
import type { ColourName } from './colours.js';
import type { FabricPattern, GarmentKind } from './types.js';

export interface KindSpec {
  nouns: readonly string[];
  styles: readonly string[];
  /** [word used in the title ('' = none), material as listed in the details]. */
  fabrics: readonly (readonly [string, string])[];
  patterns: Partial<Record<FabricPattern, number>>;
  colours: readonly ColourName[];
  size: string;
  /** Base price range in rupees before the brand factor. */
  price: readonly [number, number];
  fits: readonly string[];
  ethnic?: boolean;
}

const W_SIZES = 'XS, S, M, L, XL';
const M_SIZES = 'S, M, L, XL, XXL';
const W_WAIST = '26, 28, 30, 32, 34';
const M_WAIST = '28, 30, 32, 34, 36';

const PASTELS: ColourName[] = [
  'Blush Pink',
  'Powder Blue',
  'Lavender',
  'Mint',
  'Peach',
  'Sage Green',
  'Ivory',
  'Lilac',
];
const BRIGHTS: ColourName[] = ['Red', 'Fuchsia', 'Coral', 'Royal Blue', 'Emerald', 'Mustard', 'Yellow', 'Teal'];
const JEWEL: ColourName[] = [
  'Maroon',
  'Wine',
  'Emerald',
  'Bottle Green',
  'Royal Blue',
  'Fuchsia',
  'Gold',
  'Mustard',
  'Rust',
];
const DENIM: ColourName[] = ['Light Blue Denim', 'Mid Blue Denim', 'Dark Indigo Denim', 'Black Denim'];

const SPECS: Record<string, KindSpec> = {
  dress: {
    nouns: ['Midi Dress', 'Maxi Dress', 'Mini Dress', 'Dress'],
    styles: [
      'Tiered',
      'Wrap',
      'Smocked',
      'Ruched',
      'Puff Sleeve',
      'Halter Neck',
      'Tie-Back',
      'Fit & Flare',
      'Square Neck',
      'Ruffled',
      'A-Line',
      'Slip',
      'Cut-Out',
      'Belted',
      'Flutter Sleeve',
    ],
    fabrics: [
      ['Satin', 'Polyester Satin'],
      ['Linen Blend', '55% Linen, 45% Viscose'],
      ['Cotton', '100% Cotton Poplin'],
      ['Georgette', 'Polyester Georgette'],
      ['', 'Viscose Rayon'],
      ['Crepe', 'Polyester Crepe'],
    ],
    patterns: { solid: 5, floral: 4, polka: 2, stripes: 1, checks: 1 },
    colours: [...PASTELS, ...BRIGHTS, 'Black', 'Ivory', 'Wine', 'Dusty Rose', 'Terracotta'],
    size: W_SIZES,
    price: [1299, 4999],
    fits: [
      'Cut to skim the body and flare gently from the waist.',
      'A relaxed silhouette with a defined waist that flatters without clinging.',
      'The fitted bodice opens into a swishy skirt that moves as you walk.',
    ],
  },
  top: {
    nouns: ['Top', 'Blouse'],
    styles: [
      'Puff Sleeve',
      'Peplum',
      'Ruffle Trim',
      'Tie-Front',
      'Square Neck',
      'Bow Detail',
      'Smocked',
      'Flutter Sleeve',
      'Wrap',
      'Cowl Neck',
      'Balloon Sleeve',
      'Lace Trim',
    ],
    fabrics: [
      ['Satin', 'Polyester Satin'],
      ['Cotton', '100% Cotton'],
      ['Georgette', 'Polyester Georgette'],
      ['Linen Blend', '55% Linen, 45% Viscose'],
      ['', 'Viscose Rayon'],
    ],
    patterns: { solid: 5, floral: 3, polka: 2, stripes: 2 },
    colours: [...PASTELS, ...BRIGHTS, 'White', 'Black', 'Ivory'],
    size: W_SIZES,
    price: [799, 2799],
    fits: [
      'A regular fit that sits just below the waist and tucks in neatly.',
      'Easy through the body with a softly gathered neckline.',
    ],
  },
  corset: {
    nouns: ['Corset Top', 'Corset', 'Bustier Top'],
    styles: ['Sweetheart Neck', 'Lace-Up', 'Boned', 'Structured', 'Strappy', 'Square Neck', 'Ruched', 'Bow Detail'],
    fabrics: [
      ['Satin', 'Polyester Satin'],
      ['Denim', '100% Cotton Denim'],
      ['Jacquard', 'Polyester Jacquard'],
      ['Linen Blend', 'Linen Blend'],
    ],
    patterns: { solid: 6, floral: 2, checks: 1, polka: 1 },
    colours: ['Black', 'Ivory', 'Blush Pink', 'Red', 'Wine', 'Powder Blue', 'Lavender', 'Emerald', 'Mid Blue Denim'],
    size: W_SIZES,
    price: [1199, 2999],
    fits: [
      'Internal boning and a close fit shape the waist.',
      'A structured, cropped fit with adjustable straps and a concealed back zip.',
    ],
  },
  'crop-top': {
    nouns: ['Crop Top', 'Cropped Top'],
    styles: [
      'Ribbed',
      'Halter Neck',
      'Tie-Up',
      'Square Neck',
      'Boxy',
      'Puff Sleeve',
      'Fitted',
      'One-Shoulder',
      'Baby Tee',
    ],
    fabrics: [
      ['Ribbed', '95% Cotton, 5% Elastane Rib'],
      ['Cotton', '100% Cotton Jersey'],
      ['Linen Blend', 'Linen Blend'],
      ['', 'Cotton Blend'],
    ],
    patterns: { solid: 6, stripes: 2, floral: 2, polka: 1, checks: 1 },
    colours: [...PASTELS, ...BRIGHTS, 'White', 'Black'],
    size: W_SIZES,
    price: [499, 1799],
    fits: [
      'A cropped length that pairs with high-rise bottoms.',
      'Snug through the body and cut to sit at the natural waist.',
    ],
  },
  'shirt:women': {
    nouns: ['Shirt', 'Button-Down Shirt'],
    styles: ['Oversized', 'Relaxed Fit', 'Tailored', 'Poplin', 'Pocket', 'Cropped', 'Boyfriend', 'Tie-Waist'],
    fabrics: [
      ['Cotton', '100% Cotton Poplin'],
      ['Linen', '100% Linen'],
      ['Satin', 'Polyester Satin'],
      ['Oxford', '100% Cotton Oxford'],
    ],
    patterns: { solid: 5, stripes: 3, checks: 2 },
    colours: ['White', 'Powder Blue', 'Sky Blue', 'Beige', 'Black', 'Blush Pink', 'Sage Green', 'Ivory', 'Navy'],
    size: W_SIZES,
    price: [999, 2999],
    fits: [
      'A relaxed fit with dropped shoulders and a curved hem.',
      'Tailored through the body with a classic collar and button cuffs.',
    ],
  },
  'shirt:men': {
    nouns: ['Shirt'],
    styles: [
      'Slim Fit',
      'Regular Fit',
      'Oxford',
      'Button-Down',
      'Cuban Collar',
      'Relaxed Fit',
      'Casual',
      'Mandarin Collar',
      'Easy Care',
      'Overshirt',
    ],
    fabrics: [
      ['Cotton', '100% Cotton'],
      ['Linen', '100% Linen'],
      ['Oxford', '100% Cotton Oxford'],
      ['Linen Blend', '55% Linen, 45% Cotton'],
      ['Poplin', '100% Cotton Poplin'],
      ['Twill', 'Cotton Twill'],
    ],
    patterns: { solid: 5, checks: 3, stripes: 3, floral: 1 },
    colours: [
      'White',
      'Sky Blue',
      'Powder Blue',
      'Navy',
      'Black',
      'Olive',
      'Beige',
      'Sage Green',
      'Maroon',
      'Charcoal',
      'Rust',
    ],
    size: M_SIZES,
    price: [999, 3499],
    fits: [
      'A slim fit that tapers through the body for a sharp line.',
      'A regular fit with room through the chest and a clean, straight hem.',
    ],
  },
  't-shirt': {
    nouns: ['T-Shirt', 'Tee'],
    styles: [
      'Crew Neck',
      'Oversized',
      'Relaxed Fit',
      'Slim Fit',
      'Graphic',
      'Pocket',
      'Henley',
      'Supima',
      'Boxy',
      'Essential',
      'V-Neck',
      'Heavyweight',
    ],
    fabrics: [
      ['Cotton', '100% Cotton Jersey'],
      ['', '100% Cotton'],
      ['Organic Cotton', '100% Organic Cotton'],
      ['Dry-Ex', '100% Polyester'],
    ],
    patterns: { solid: 8, stripes: 3 },
    colours: [
      'White',
      'Black',
      'Navy',
      'Grey Melange',
      'Olive',
      'Off White',
      'Sky Blue',
      'Maroon',
      'Mustard',
      'Sage Green',
      'Rust',
      'Bottle Green',
    ],
    size: M_SIZES,
    price: [399, 1499],
    fits: [
      'A regular fit with a ribbed crew neck that keeps its shape.',
      'Cut roomy through the shoulders for an easy, relaxed drape.',
    ],
  },
  polo: {
    nouns: ['Polo Shirt', 'Polo T-Shirt'],
    styles: ['Pique', 'Slim Fit', 'Regular Fit', 'Knitted', 'Tipped', 'Dry', 'Classic'],
    fabrics: [
      ['Cotton', '100% Cotton Pique'],
      ['', 'Cotton Blend Pique'],
      ['Dry', 'Polyester Pique'],
    ],
    patterns: { solid: 7, stripes: 2 },
    colours: ['Navy', 'White', 'Black', 'Bottle Green', 'Maroon', 'Sky Blue', 'Beige', 'Olive', 'Mustard'],
    size: M_SIZES,
    price: [799, 2299],
    fits: [
      'A classic polo with a two-button placket and ribbed collar.',
      'A regular fit that sits neatly at the hip with side vents.',
    ],
  },
  'kurta:women': {
    nouns: ['Kurta', 'Anarkali Kurta', 'Straight Kurta', 'A-Line Kurta', 'Kurta Set'],
    styles: [
      'Hand Block Print',
      'Gota Work',
      'Angrakha',
      'Mirror Work',
      'Embroidered',
      'Pintuck',
      'Tiered',
      'Yoke Detail',
      'Festive',
    ],
    fabrics: [
      ['Cotton', '100% Cotton Cambric'],
      ['Chanderi Silk', 'Chanderi Silk Cotton'],
      ['Mulmul', '100% Cotton Mulmul'],
      ['Rayon', 'Viscose Rayon'],
      ['Cotton Silk', 'Cotton Silk'],
    ],
    patterns: { floral: 6, polka: 3, stripes: 2, solid: 2, checks: 1 },
    colours: [
      'Ivory',
      'Mustard',
      'Blush Pink',
      'Indigo',
      'Teal',
      'Rust',
      'Red',
      'Sage Green',
      'Peach',
      'Powder Blue',
      'Yellow',
      'Maroon',
    ],
    size: W_SIZES,
    price: [999, 3999],
    fits: [
      'A straight cut that falls to the knee with side slits for easy movement.',
      'Fitted at the bodice and flared below, with three-quarter sleeves.',
    ],
    ethnic: true,
  },
  'kurta:men': {
    nouns: ['Kurta', 'Straight Kurta', 'Short Kurta'],
    styles: [
      'Mandarin Collar',
      'Festive',
      'Pintuck',
      'Self Design',
      'Regular Fit',
      'Band Collar',
      'Embroidered Placket',
    ],
    fabrics: [
      ['Cotton', '100% Cotton'],
      ['Linen Blend', '55% Linen, 45% Cotton'],
      ['Cotton Silk', 'Cotton Silk'],
      ['Jacquard', 'Cotton Jacquard'],
    ],
    patterns: { solid: 6, stripes: 2, checks: 1, polka: 1 },
    colours: ['Ivory', 'White', 'Navy', 'Maroon', 'Mustard', 'Bottle Green', 'Beige', 'Sky Blue', 'Black', 'Peach'],
    size: M_SIZES,
    price: [1299, 3999],
    fits: [
      'A straight, regular fit that falls below the hip with side slits.',
      'Cut for comfort through the chest with a neat band collar.',
    ],
    ethnic: true,
  },
  saree: {
    nouns: ['Saree', 'Saree with Blouse Piece'],
    styles: ['Hand Block Print', 'Zari Border', 'Kota Doria', 'Bandhani', 'Handloom', 'Woven', 'Festive'],
    fabrics: [
      ['Mulmul', '100% Cotton Mulmul'],
      ['Chanderi Silk', 'Chanderi Silk Cotton'],
      ['Georgette', 'Georgette'],
      ['Chiffon', 'Chiffon'],
      ['Cotton', '100% Cotton'],
      ['Organza', 'Silk Organza'],
    ],
    patterns: { floral: 5, solid: 3, polka: 3, stripes: 2, checks: 1 },
    colours: [
      'Red',
      'Maroon',
      'Mustard',
      'Emerald',
      'Royal Blue',
      'Blush Pink',
      'Ivory',
      'Fuchsia',
      'Teal',
      'Peach',
      'Lavender',
    ],
    size: 'Free Size',
    price: [1999, 6999],
    fits: [
      'A full 5.5 m drape with a 0.8 m unstitched blouse piece.',
      'Light enough to pleat crisply and drape comfortably all day.',
    ],
    ethnic: true,
  },
  lehenga: {
    nouns: ['Lehenga Set', 'Lehenga with Dupatta', 'Lehenga Choli'],
    styles: [
      'Embroidered',
      'Gota Patti',
      'Mirror Work',
      'Sequinned',
      'Hand Block Print',
      'Flared',
      'Festive',
      'Tiered',
    ],
    fabrics: [
      ['Georgette', 'Georgette'],
      ['Chanderi Silk', 'Chanderi Silk'],
      ['Cotton', '100% Cotton'],
      ['Velvet', 'Velvet'],
      ['Organza', 'Organza'],
      ['Art Silk', 'Art Silk'],
    ],
    patterns: { solid: 4, floral: 4, polka: 2 },
    colours: [...JEWEL, 'Blush Pink', 'Peach', 'Ivory', 'Red', 'Lavender'],
    size: 'S, M, L, XL',
    price: [3999, 9999],
    fits: [
      'A flared, fully lined lehenga with a drawstring waist, a padded choli and a matching dupatta.',
      'The skirt is cut with generous panels for a full, swirling flare.',
    ],
    ethnic: true,
  },
  skirt: {
    nouns: ['Midi Skirt', 'Mini Skirt', 'Maxi Skirt', 'Skirt'],
    styles: [
      'Pleated',
      'A-Line',
      'Tiered',
      'Wrap',
      'Slit',
      'Flared',
      'Pencil',
      'Button-Front',
      'Satin Slip',
      'High-Waist',
    ],
    fabrics: [
      ['Satin', 'Polyester Satin'],
      ['Denim', '100% Cotton Denim'],
      ['Linen Blend', 'Linen Blend'],
      ['Cotton', '100% Cotton'],
      ['', 'Viscose Rayon'],
    ],
    patterns: { solid: 6, floral: 3, checks: 2, polka: 1, stripes: 1 },
    colours: [
      'Black',
      'Beige',
      'Ivory',
      'Blush Pink',
      'Sage Green',
      'Navy',
      'Camel',
      'Red',
      'Mid Blue Denim',
      'Lavender',
      'Emerald',
    ],
    size: W_SIZES,
    price: [999, 2999],
    fits: [
      'High-waisted with a concealed side zip and a swishy hem.',
      'A flattering A-line shape that sits at the natural waist.',
    ],
  },
  'jeans:women': {
    nouns: ['Jeans'],
    styles: [
      'Straight Leg',
      'Wide Leg',
      'Mom Fit',
      'Skinny',
      'Bootcut',
      'High Rise Straight',
      'Slim',
      'Flared',
      '90s Loose',
      'Ribcage Straight',
    ],
    fabrics: [
      ['', '98% Cotton, 2% Elastane Denim'],
      ['', '100% Cotton Denim'],
      ['Stretch', '92% Cotton, 6% Polyester, 2% Elastane'],
    ],
    patterns: { solid: 1 },
    colours: DENIM,
    size: W_WAIST,
    price: [1499, 4499],
    fits: [
      'High-rise, with a fitted hip and thigh that opens to the hem.',
      'A classic five-pocket jean with a zip fly and just enough stretch.',
    ],
  },
  'jeans:men': {
    nouns: ['Jeans'],
    styles: [
      '511 Slim Fit',
      '501 Original Fit',
      'Straight Fit',
      'Tapered',
      'Slim Tapered',
      'Relaxed Fit',
      'Skinny',
      'Loose Straight',
      'Regular Fit',
    ],
    fabrics: [
      ['', '99% Cotton, 1% Elastane Denim'],
      ['', '100% Cotton Denim'],
      ['Stretch', '98% Cotton, 2% Elastane Denim'],
    ],
    patterns: { solid: 1 },
    colours: DENIM,
    size: M_WAIST,
    price: [1799, 4999],
    fits: [
      'A slim fit that sits below the waist with a narrow leg opening.',
      'Classic five-pocket styling with a button fly and a straight leg.',
    ],
  },
  'trousers:women': {
    nouns: ['Trousers', 'Pants'],
    styles: [
      'Wide Leg',
      'Straight Leg',
      'Pleated',
      'Tailored',
      'High-Waist',
      'Flared',
      'Cigarette',
      'Palazzo',
      'Wide Leg Pull-On',
    ],
    fabrics: [
      ['Linen Blend', '55% Linen, 45% Viscose'],
      ['', 'Polyester Viscose Blend'],
      ['Crepe', 'Polyester Crepe'],
      ['Cotton', 'Cotton Twill'],
    ],
    patterns: { solid: 8, checks: 1, stripes: 1 },
    colours: ['Black', 'Beige', 'Camel', 'Ivory', 'Navy', 'Charcoal', 'Olive', 'Chocolate Brown', 'Sage Green'],
    size: W_WAIST,
    price: [1299, 3499],
    fits: [
      'A high waist with front pleats and a fluid wide leg.',
      'Tailored with a pressed crease, side pockets and a hook-and-bar fastening.',
    ],
  },
  'trousers:men': {
    nouns: ['Trousers', 'Chinos', 'Pants'],
    styles: ['Slim Fit', 'Regular Fit', 'Tapered', 'Pleated', 'Smart Ankle', 'Relaxed', 'Straight Fit', 'Stretch Slim'],
    fabrics: [
      ['Cotton', 'Cotton Twill'],
      ['Stretch', '97% Cotton, 3% Elastane'],
      ['Linen Blend', 'Linen Blend'],
      ['', 'Polyester Viscose Blend'],
      ['Wool Blend', 'Wool Blend'],
    ],
    patterns: { solid: 9, checks: 1 },
    colours: ['Beige', 'Khaki', 'Navy', 'Black', 'Charcoal', 'Olive', 'Camel', 'Chocolate Brown', 'Off White'],
    size: M_WAIST,
    price: [1299, 3999],
    fits: [
      'A slim fit with a mid rise and a tapered leg that sits neatly on the shoe.',
      'A regular fit with slanted side pockets and a clean flat front.',
    ],
  },
  joggers: {
    nouns: ['Joggers', 'Track Pants', 'Sweatpants'],
    styles: ['Slim Fit', 'Relaxed', 'Cargo', 'Tapered', 'Fleece', 'Drawstring', 'Tech'],
    fabrics: [
      ['Cotton', 'Cotton Fleece'],
      ['', '60% Cotton, 40% Polyester'],
      ['Dry', 'Polyester Stretch'],
    ],
    patterns: { solid: 9, stripes: 1 },
    colours: ['Black', 'Grey Melange', 'Navy', 'Olive', 'Charcoal', 'Beige', 'Sage Green'],
    size: M_SIZES,
    price: [999, 2999],
    fits: [
      'An elasticated drawstring waist with ribbed cuffs at the ankle.',
      'A tapered leg that keeps a tidy line over trainers.',
    ],
  },
  hoodie: {
    nouns: ['Hoodie', 'Hooded Sweatshirt', 'Zip Hoodie'],
    styles: ['Oversized', 'Relaxed Fit', 'Pullover', 'Essential', 'Brushed', 'Cropped', 'Heavyweight'],
    fabrics: [
      ['Fleece', 'Cotton Blend Fleece'],
      ['Cotton', '80% Cotton, 20% Polyester'],
      ['French Terry', 'Cotton French Terry'],
    ],
    patterns: { solid: 9, stripes: 1 },
    colours: [
      'Grey Melange',
      'Black',
      'Navy',
      'Olive',
      'Beige',
      'Lavender',
      'Sage Green',
      'Maroon',
      'Off White',
      'Blush Pink',
    ],
    size: M_SIZES,
    price: [1299, 3999],
    fits: [
      'A relaxed fit with a lined hood, kangaroo pocket and ribbed cuffs.',
      'Dropped shoulders and a roomy body for an easy layered look.',
    ],
  },
  sweatshirt: {
    nouns: ['Sweatshirt', 'Crew Neck Sweatshirt'],
    styles: ['Oversized', 'Relaxed Fit', 'Essential', 'Brushed', 'Raglan', 'Cropped', 'Varsity'],
    fabrics: [
      ['Fleece', 'Cotton Blend Fleece'],
      ['Cotton', '100% Cotton'],
      ['French Terry', 'Cotton French Terry'],
    ],
    patterns: { solid: 8, stripes: 2 },
    colours: ['Grey Melange', 'Black', 'Navy', 'Beige', 'Bottle Green', 'Off White', 'Lavender', 'Sky Blue', 'Maroon'],
    size: M_SIZES,
    price: [999, 2999],
    fits: [
      'A relaxed crew neck with ribbed trims at neck, cuffs and hem.',
      'Soft, brushed inside and cut for layering over a tee.',
    ],
  },
  blazer: {
    nouns: ['Blazer'],
    styles: [
      'Single-Breasted',
      'Double-Breasted',
      'Tailored',
      'Relaxed',
      'Oversized',
      'Slim Fit',
      'Structured',
      'Unstructured',
    ],
    fabrics: [
      ['Linen Blend', 'Linen Blend'],
      ['Wool Blend', 'Wool Blend'],
      ['', 'Polyester Viscose Blend'],
      ['Textured', 'Textured Weave'],
      ['Cotton', 'Cotton Twill'],
    ],
    patterns: { solid: 7, checks: 2, stripes: 1 },
    colours: ['Black', 'Navy', 'Beige', 'Camel', 'Charcoal', 'Ivory', 'Olive', 'Chocolate Brown'],
    size: M_SIZES,
    price: [2999, 7999],
    fits: [
      'Tailored with notch lapels, flap pockets and a single back vent.',
      'A structured shoulder and a nipped waist give a sharp silhouette.',
    ],
  },
  suit: {
    nouns: ['Suit', 'Two-Piece Suit', 'Suit Set'],
    styles: ['Slim Fit', 'Tailored', 'Single-Breasted', 'Double-Breasted', 'Regular Fit', 'Stretch'],
    fabrics: [
      ['Wool Blend', 'Wool Blend'],
      ['', 'Polyester Viscose Blend'],
      ['Linen Blend', 'Linen Blend'],
      ['Textured', 'Textured Weave'],
    ],
    patterns: { solid: 7, checks: 2, stripes: 1 },
    colours: ['Navy', 'Charcoal', 'Black', 'Beige', 'Camel', 'Olive', 'Ivory'],
    size: '36, 38, 40, 42, 44',
    price: [5999, 9999],
    fits: [
      'A matching jacket and trousers; the jacket is fully lined with notch lapels.',
      'Cut close to the body with a two-button jacket and flat-front trousers.',
    ],
  },
  'activewear-set:women': {
    nouns: ['Sports Bra & Leggings Set', 'Activewear Set', 'Workout Set'],
    styles: ['Seamless', 'Sculpt', 'High Support', 'Ribbed', 'Soft Touch', 'Airism'],
    fabrics: [
      ['', '78% Polyamide, 22% Elastane'],
      ['', '88% Polyester, 12% Elastane'],
    ],
    patterns: { solid: 9, stripes: 1 },
    colours: ['Black', 'Sage Green', 'Lavender', 'Navy', 'Dusty Rose', 'Teal', 'Charcoal', 'Powder Blue'],
    size: W_SIZES,
    price: [1999, 4499],
    fits: [
      'A supportive sports bra with removable pads and high-rise leggings that stay put.',
      'Four-way stretch that moves with you through squats, sprints and stretches.',
    ],
  },
  'activewear-set:men': {
    nouns: ['Training Tee & Shorts Set', 'Gym Set', 'Training Set'],
    styles: ['Dry-Ex', 'Quick-Dry', 'Lightweight', 'Performance', 'Breathable'],
    fabrics: [
      ['', '100% Polyester'],
      ['', '92% Polyester, 8% Elastane'],
    ],
    patterns: { solid: 9, stripes: 1 },
    colours: ['Black', 'Navy', 'Charcoal', 'Olive', 'Royal Blue', 'Grey Melange'],
    size: M_SIZES,
    price: [1799, 3999],
    fits: [
      'A regular fit tee and 7-inch shorts with an elastic drawcord waist.',
      'Quick-drying fabric wicks sweat during training.',
    ],
  },
  'sports-bra': {
    nouns: ['Sports Bra'],
    styles: ['Medium Support', 'High Support', 'Seamless', 'Racerback', 'Cross-Back', 'Longline', 'Padded'],
    fabrics: [
      ['', '78% Polyamide, 22% Elastane'],
      ['', '88% Polyester, 12% Elastane'],
    ],
    patterns: { solid: 9, stripes: 1 },
    colours: ['Black', 'Sage Green', 'Lavender', 'Dusty Rose', 'Navy', 'White', 'Coral', 'Teal'],
    size: W_SIZES,
    price: [799, 2499],
    fits: [
      'A wide underband and removable pads give secure support.',
      'Soft, sweat-wicking and shaped to stay in place during workouts.',
    ],
  },
  leggings: {
    nouns: ['Leggings', 'Tights', '7/8 Leggings'],
    styles: ['High-Waist', 'Sculpt', 'Seamless', 'Pocket', 'Ribbed', 'Flared', 'Airism'],
    fabrics: [
      ['', '78% Polyamide, 22% Elastane'],
      ['', '88% Polyester, 12% Elastane'],
      ['Cotton', '92% Cotton, 8% Elastane'],
    ],
    patterns: { solid: 9, stripes: 1 },
    colours: ['Black', 'Charcoal', 'Navy', 'Sage Green', 'Dusty Rose', 'Lavender', 'Teal', 'Chocolate Brown'],
    size: W_SIZES,
    price: [799, 2499],
    fits: [
      'A high, wide waistband that holds without digging in.',
      'Squat-proof four-way stretch with a second-skin fit.',
    ],
  },
  'shorts:women': {
    nouns: ['Shorts'],
    styles: ['Denim', 'High-Waist', 'Linen', 'Paperbag', 'Running', 'Bermuda', 'Tailored', 'Cycling'],
    fabrics: [
      ['', '100% Cotton Denim'],
      ['Linen Blend', 'Linen Blend'],
      ['Cotton', '100% Cotton'],
      ['', 'Polyester Stretch'],
    ],
    patterns: { solid: 6, stripes: 1, checks: 1, floral: 1 },
    colours: ['Mid Blue Denim', 'Light Blue Denim', 'Beige', 'White', 'Black', 'Sage Green', 'Blush Pink'],
    size: W_WAIST,
    price: [799, 2499],
    fits: ['A high waist and a relaxed leg that sits mid-thigh.', 'Easy, breathable shorts for hot afternoons.'],
  },
  'shorts:men': {
    nouns: ['Shorts', 'Chino Shorts', 'Bermuda Shorts'],
    styles: ['Regular Fit', 'Linen', 'Cargo', 'Drawstring', 'Running', 'Denim', 'Swim', 'Relaxed'],
    fabrics: [
      ['Cotton', 'Cotton Twill'],
      ['Linen Blend', 'Linen Blend'],
      ['', '100% Polyester'],
      ['', '100% Cotton Denim'],
    ],
    patterns: { solid: 7, checks: 1, stripes: 1, floral: 1 },
    colours: ['Beige', 'Navy', 'Olive', 'Khaki', 'Black', 'Sky Blue', 'Off White', 'Mid Blue Denim'],
    size: M_WAIST,
    price: [799, 2499],
    fits: [
      'A regular fit that sits just above the knee with side and back pockets.',
      'An elasticated drawcord waist for easy comfort.',
    ],
  },
  'co-ord': {
    nouns: ['Co-ord Set', 'Shirt & Shorts Co-ord', 'Top & Trousers Co-ord', 'Top & Skirt Co-ord'],
    styles: ['Relaxed', 'Resort', 'Tie-Front', 'Satin', 'Linen', 'Ruched', 'Two-Piece', 'Cropped'],
    fabrics: [
      ['Linen Blend', '55% Linen, 45% Viscose'],
      ['Satin', 'Polyester Satin'],
      ['Cotton', '100% Cotton'],
      ['', 'Viscose Rayon'],
    ],
    patterns: { solid: 5, floral: 3, stripes: 2, checks: 1, polka: 1 },
    colours: [...PASTELS, 'Ivory', 'Black', 'Terracotta', 'Coral', 'Sky Blue', 'Mustard'],
    size: W_SIZES,
    price: [1999, 4999],
    fits: [
      'A matching two-piece that works together or split into separates.',
      'Relaxed pieces with an elasticated waist on the bottoms.',
    ],
  },
};

export function kindSpec(kind: GarmentKind, gender: Gender): KindSpec {
  const spec = SPECS[`${kind}:${gender}`] ?? SPECS[kind] ?? SPECS[`${kind}:women`];
  if (!spec) throw new Error(`no spec for ${kind}`);
  if (gender === 'men' && !SPECS[`${kind}:men`] && spec.size === W_SIZES) return { ...spec, size: M_SIZES };
  if (gender === 'women' && spec.size === M_SIZES) return { ...spec, size: W_SIZES };
  return spec;
}

export interface KindChoice {
  kind: GarmentKind;
  brands: readonly BrandName[];
  weight: number;
}
export interface Segment {
  gender: Gender;
  category: string;
  count: number;
  choices: readonly KindChoice[];
}

const c = (kind: GarmentKind, brands: readonly BrandName[], weight = 1): KindChoice => ({ kind, brands, weight });
const seg = (gender: Gender, category: string, count: number, ...choices: KindChoice[]): Segment => ({
  gender,
  category,
  count,
  choices,
});

const ZHY: BrandName[] = ['Zara', 'H&M', 'Yezwe'];
const ZH: BrandName[] = ['Zara', 'H&M'];
const ZHU: BrandName[] = ['Zara', 'H&M', 'Uniqlo'];
const UH: BrandName[] = ['Uniqlo', 'H&M'];
const MP: BrandName[] = ['MissPrint'];

/** The assortment: which products each (gender, category) gets. Counts satisfy the coverage rules. */
export const SEGMENTS: readonly Segment[] = [
  // Women: ethnic (wethnic > 48)
  seg('women', 'Kurta', 24, c('kurta', MP)),
  seg('women', 'Saree', 14, c('saree', MP)),
  seg('women', 'Lehenga', 10, c('lehenga', MP)),
  seg('women', 'Ethnic', 12, c('kurta', MP, 2), c('saree', MP), c('lehenga', MP)),
  // Women: party (partyWomen > 48)
  seg('women', 'Party', 22, c('dress', ZHY, 4), c('co-ord', ['Yezwe', 'Zara']), c('top', ZHY), c('skirt', ZH)),
  seg(
    'women',
    'Birthday',
    12,
    c('dress', ZHY, 3),
    c('co-ord', ['Yezwe']),
    c('top', ['Yezwe', 'Zara']),
    c('skirt', ['Zara', 'Yezwe']),
  ),
  seg('women', 'Dance', 10, c('dress', ZHY, 2), c('skirt', ZH), c('co-ord', ['Yezwe', 'H&M']), c('top', ZHY)),
  seg('women', 'Wedding', 12, c('lehenga', MP, 2), c('saree', MP, 2), c('dress', ['Zara', 'Yezwe'])),
  // Women: athleisure
  seg(
    'women',
    'Activewear',
    10,
    c('activewear-set', UH),
    c('sports-bra', UH),
    c('leggings', ['Uniqlo', 'H&M', 'Zara']),
  ),
  seg('women', 'Gym', 6, c('sports-bra', UH), c('leggings', UH), c('shorts', UH), c('activewear-set', UH)),
  seg('women', 'Yoga', 6, c('leggings', UH), c('sports-bra', UH), c('activewear-set', UH)),
  // Women: casual (casualWomen > 48; Holiday also feeds beachW)
  seg(
    'women',
    'Casual',
    22,
    c('t-shirt', ['Uniqlo', 'H&M', "Levi's"]),
    c('top', ZHY),
    c('jeans', ["Levi's"]),
    c('shirt', ['Uniqlo', "Levi's", 'Zara']),
    c('dress', ['H&M', 'Yezwe']),
    c('skirt', ZH),
  ),
  seg(
    'women',
    'Everyday',
    16,
    c('t-shirt', ['Uniqlo', 'H&M', "Levi's"]),
    c('top', ['H&M', 'Yezwe']),
    c('shirt', ['Uniqlo', "Levi's"]),
    c('jeans', ["Levi's", 'H&M']),
    c('sweatshirt', UH),
  ),
  seg(
    'women',
    'Holiday',
    14,
    c('dress', ZHY, 2),
    c('co-ord', ['Yezwe', 'Zara']),
    c('shorts', ["Levi's", 'H&M']),
    c('top', ZHY),
    c('skirt', ZH),
  ),
  // Women: formal
  seg('women', 'Formal', 10, c('shirt', ZHU), c('trousers', ZHU), c('blazer', ZH), c('suit', ['Zara']), c('skirt', ZH)),
  seg('women', 'School', 4, c('shirt', UH), c('skirt', UH), c('trousers', UH)),
  seg('women', 'Office', 8, c('shirt', ZHU), c('trousers', ZHU), c('blazer', ZH), c('suit', ZH)),
  // Women: beach (plus Holiday)
  seg(
    'women',
    'Beach',
    8,
    c('dress', ZHY),
    c('shorts', ['H&M', "Levi's"]),
    c('co-ord', ['Yezwe', 'H&M']),
    c('top', ZH),
  ),
  // Women: category tiles
  seg('women', 'Dresses', 20, c('dress', ZHY)),
  seg('women', 'Tops', 18, c('top', ZHY, 3), c('t-shirt', ['Uniqlo', "Levi's"])),
  seg('women', 'Corsets', 8, c('corset', ZHY)),
  seg('women', 'Crop Tops', 10, c('crop-top', ['H&M', 'Zara', 'Yezwe', 'Uniqlo'])),
  seg('women', 'Skirts', 16, c('skirt', ZHY)),
  seg('women', 'Hoodies', 10, c('hoodie', ['H&M', 'Uniqlo', 'Zara', "Levi's"])),
  seg('women', 'Sweatshirts', 8, c('sweatshirt', ['H&M', 'Uniqlo', "Levi's", 'Zara'])),
  seg('women', 'Jeans', 10, c('jeans', ["Levi's", 'Zara', 'H&M'])),
  seg('women', 'Trousers', 6, c('trousers', ZHU)),
  seg('women', 'Bottoms', 4, c('shorts', ["Levi's", 'H&M']), c('joggers', UH), c('trousers', ZHU)),
  // Men: formal
  seg('men', 'Formal', 14, c('shirt', ZHU, 2), c('trousers', ZHU, 2), c('blazer', ZH), c('suit', ZH)),
  seg('men', 'Office', 10, c('shirt', ZHU, 2), c('trousers', ZHU), c('blazer', ZH)),
  // Men: casual (casuals > 48)
  seg(
    'men',
    'Casual',
    18,
    c('shirt', ["Levi's", 'Uniqlo', 'H&M', 'Zara']),
    c('polo', ZHU),
    c('t-shirt', ['Uniqlo', 'H&M', "Levi's"]),
    c('jeans', ["Levi's"]),
    c('shorts', ['H&M', "Levi's"]),
  ),
  seg('men', 'T-Shirts', 22, c('t-shirt', ['Uniqlo', 'H&M', "Levi's", 'Zara'], 3), c('polo', ZHU)),
  seg(
    'men',
    'Everyday',
    12,
    c('t-shirt', ['Uniqlo', 'H&M', "Levi's"]),
    c('shirt', ['Uniqlo', "Levi's"]),
    c('polo', UH),
    c('trousers', ['Uniqlo', "Levi's"]),
  ),
  seg('men', 'Shirts', 20, c('shirt', ['Zara', 'H&M', 'Uniqlo', "Levi's"])),
  // Men: athleisure
  seg('men', 'Activewear', 10, c('t-shirt', UH), c('shorts', UH), c('joggers', UH), c('activewear-set', UH)),
  seg('men', 'Gym', 8, c('t-shirt', UH), c('shorts', UH), c('joggers', UH), c('activewear-set', UH)),
  // Men: summer
  seg('men', 'Summer', 8, c('shirt', ZHU), c('shorts', ['H&M', "Levi's", 'Uniqlo']), c('t-shirt', UH), c('polo', ZHU)),
  seg('men', 'Beach', 6, c('shirt', ZH), c('shorts', UH)),
  seg('men', 'Holiday', 6, c('shirt', ZHU), c('shorts', ["Levi's", 'H&M']), c('polo', ZH)),
  // Men: category tiles
  seg('men', 'Trousers', 10, c('trousers', ZHU)),
  seg('men', 'Chinos', 8, c('trousers', ['Uniqlo', "Levi's", 'H&M', 'Zara'])),
  seg('men', 'Kurta', 12, c('kurta', ZH)),
  seg('men', 'Ethnic', 6, c('kurta', ZH)),
  seg('men', 'Jeans', 12, c('jeans', ["Levi's", 'Zara', 'H&M'])),
  seg('men', 'Joggers', 8, c('joggers', ['Uniqlo', 'H&M', 'Zara'])),
  seg('men', 'Hoodies', 10, c('hoodie', ['H&M', 'Uniqlo', 'Zara', "Levi's"])),
  seg('men', 'Sweatshirts', 8, c('sweatshirt', ['H&M', 'Uniqlo', "Levi's", 'Zara'])),
];

/** Occasion sentences by category. */
export const OCCASION: Record<string, readonly string[]> = {
  Kurta: [
    'Pair it with palazzos or churidar and juttis for work or a festive lunch.',
    'Easy enough for everyday wear and polished enough for pujas and family dinners.',
  ],
  'Kurta:men': [
    'Pair it with churidar or straight pants and mojaris for festive days.',
    'Easy enough for everyday wear and smart enough for pujas and family functions.',
  ],
  'Ethnic:men': [
    'A festive-ready piece for pujas, weddings and family celebrations.',
    'Style it with a Nehru jacket and mojaris for the festive season.',
  ],
  Saree: [
    'Drape it for weddings, festivals and evening functions.',
    'A graceful pick for sangeets, pujas and festive gatherings.',
  ],
  Lehenga: [
    'Made for mehendi, sangeet and wedding-guest evenings.',
    'Style it with jhumkas and a potli bag for the festive season.',
  ],
  Ethnic: [
    'A festive-ready piece for pujas, weddings and family celebrations.',
    'Style it with juttis and statement earrings for the festive season.',
  ],
  Party: [
    'Dress it up with heels and statement earrings for a night out.',
    'Made for cocktail evenings, dinners and dance floors.',
  ],
  Birthday: [
    'A fun pick for birthday dinners and celebrations.',
    'Style it with strappy heels and a mini bag for the party.',
  ],
  Dance: ['Moves easily, so it is ready for the dance floor.', 'Light and swishy for sangeet practice and nights out.'],
  Wedding: [
    'A wedding-guest favourite for receptions and sangeets.',
    'Made for shaadi season, from haldi to reception.',
  ],
  Activewear: ['Ready for the gym, a run or a long day on the go.', 'Made for workouts, yoga and everything between.'],
  Gym: ['Built for lifting, HIIT and treadmill sessions.', 'Stays comfortable from warm-up to cool-down.'],
  Yoga: ['Moves with you through every flow and stretch.', 'Soft enough for yoga, pilates and slow Sundays.'],
  Casual: [
    'An easy everyday piece for college, coffee and weekends.',
    'Wear it with denim and trainers for relaxed weekends.',
  ],
  Everyday: ['A wardrobe staple you will reach for all week.', 'Goes with everything, from jeans to chinos.'],
  Holiday: [
    'Pack it for beach breaks, brunches and sunny city walks.',
    'Made for holidays in Goa, Gokarna or anywhere warm.',
  ],
  Formal: [
    'Sharp enough for presentations, interviews and client meetings.',
    'A polished choice for the office and formal dinners.',
  ],
  School: [
    'Neat and comfortable for long days in class.',
    'A smart, practical choice for school and college functions.',
  ],
  Office: ['Smart for the office, comfortable at the desk all day.', 'Works from Monday meetings to Friday dinners.'],
  Beach: [
    'Light and breezy for the beach, pool or a sunset walk.',
    'Throw it over swimwear for beach days and poolside lunches.',
  ],
  Dresses: ['Style it with sandals by day or heels by night.', 'An easy one-and-done outfit for brunches and dates.'],
  Tops: [
    'Tuck it into jeans or trousers for work or weekends.',
    'Pair it with denim or a skirt for an easy, put-together look.',
  ],
  Corsets: [
    'Style it with wide-leg trousers or a satin skirt for evenings out.',
    'Layer it over a shirt or wear it solo with high-rise jeans.',
  ],
  'Crop Tops': ['Pair it with high-rise jeans or a midi skirt.', 'An easy layer for college days and summer evenings.'],
  Skirts: ['Pair it with a tucked-in tee by day or a satin top after dark.', 'Works with sneakers, sandals or heels.'],
  Hoodies: [
    'Your go-to layer for chilly mornings, flights and late nights.',
    'Throw it on over a tee for travel and weekends.',
  ],
  Sweatshirts: [
    'An easy layer for cool evenings and lazy weekends.',
    'Wear it over a collared shirt for a smart-casual look.',
  ],
  Jeans: ['Goes with tees, shirts and kurtas alike.', 'An everyday pair that works from college to weekend plans.'],
  Trousers: [
    'Dress it up with a shirt or down with a tee.',
    'Smart enough for the office, easy enough for the weekend.',
  ],
  Bottoms: ['An easy pair for errands, travel and weekends.', 'Pairs with tees, crop tops and oversized shirts.'],
  'T-Shirts': [
    'Wear it solo or layered under a shirt or jacket.',
    'An everyday staple for college, travel and weekends.',
  ],
  Shirts: [
    'Wear it buttoned up for work or open over a tee at the weekend.',
    'A versatile shirt that goes from office to evening plans.',
  ],
  Summer: ['Breathable and light for hot Indian summers.', 'Stays cool through humid afternoons and evening plans.'],
  Chinos: ['Pairs with shirts, polos and loafers for smart-casual days.', 'A wardrobe staple from office to weekend.'],
  Joggers: ['Made for lounging, travel and the gym.', 'Wear it with a hoodie and trainers for easy weekends.'],
};

export function careFor(material: string): string {
  const m = material.toLowerCase();
  if (/silk|organza|velvet|zari|chanderi|georgette|chiffon|art silk/.test(m)) return 'Dry clean only.';
  if (/wool|blazer|textured/.test(m)) return 'Dry clean recommended; steam to refresh.';
  if (/denim/.test(m)) return 'Machine wash cold inside out with similar colours; do not bleach.';
  if (/elastane|polyamide|polyester stretch/.test(m)) return 'Machine wash cold; do not tumble dry or iron the print.';
  if (/linen/.test(m)) return 'Hand wash or gentle machine wash cold; iron while slightly damp.';
  if (/block|mulmul|cambric|cotton silk/.test(m)) return 'Hand wash separately in cold water and dry in shade.';
  return 'Machine wash cold with similar colours; dry in shade.';
}

export function feelFor(material: string): string {
  const m = material.toLowerCase();
  if (/satin/.test(m)) return 'has a soft sheen and a fluid drape';
  if (/linen/.test(m)) return 'is breathable and gets softer with every wash';
  if (/denim/.test(m)) return 'is sturdy yet comfortable and fades beautifully over time';
  if (/fleece|terry/.test(m)) return 'is soft and brushed on the inside';
  if (/elastane|polyamide/.test(m)) return 'is stretchy, sweat-wicking and quick-drying';
  if (/chanderi|silk|organza/.test(m)) return 'has a light, lustrous hand-feel';
  if (/georgette|chiffon|crepe/.test(m)) return 'is light and flows beautifully';
  if (/mulmul|cambric|poplin|cotton/.test(m)) return 'is breathable and easy on warm days';
  if (/wool/.test(m)) return 'holds its shape and resists creasing';
  return 'is soft, light and easy to wear';
}

export const BRAND_PRICE_FACTOR: Record<BrandName, number> = {
  Zara: 1.3,
  'H&M': 0.8,
  Uniqlo: 1.0,
  "Levi's": 1.15,
  Yezwe: 1.05,
  MissPrint: 1.0,
};
