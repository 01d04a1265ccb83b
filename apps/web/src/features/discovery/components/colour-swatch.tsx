// A colour filter's swatch (ADR 2908): a dot of the family's colour beside its name, as shopping
// apps show them. Classes, not a style attribute: the page's Content-Security-Policy allows none.
import type { ColourFamily } from '@store/shared/colour-family';

const SWATCH: Readonly<Record<ColourFamily, string>> = {
  Black: 'bg-[#111111]',
  White: 'bg-[#ffffff]',
  Grey: 'bg-[#9ca3af]',
  Beige: 'bg-[#e8d8bd]',
  Brown: 'bg-[#7b4a2a]',
  Red: 'bg-[#c81e3a]',
  Pink: 'bg-[#f29bb5]',
  Orange: 'bg-[#f08a24]',
  Yellow: 'bg-[#f4d03f]',
  Green: 'bg-[#2e8b57]',
  Blue: 'bg-[#2f5fb3]',
  Purple: 'bg-[#7e4fb3]',
  Gold: 'bg-[linear-gradient(135deg,#f7e08a,#c9a227_55%,#8a6d12)]',
  Silver: 'bg-[linear-gradient(135deg,#f5f6f8,#c3c8d0_55%,#8b929c)]',
  Multicolour: 'bg-[conic-gradient(#c81e3a,#f4d03f,#2e8b57,#2f5fb3,#7e4fb3,#c81e3a)]',
};

const isFamily = (value: string): value is ColourFamily => Object.hasOwn(SWATCH, value);

/** The swatch of a colour family; nothing for a value that is not one. Decorative: the name says it. */
export function ColourSwatch({ family }: { family: string }) {
  if (!isFamily(family)) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="colour-swatch"
      data-colour={family}
      className={`size-5 shrink-0 rounded-full border border-field ${SWATCH[family]}`}
    />
  );
}
