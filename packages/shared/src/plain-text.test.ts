import { describe, expect, it } from 'vitest';
import { signupRequestSchema } from './forms';
import { VALIDATION } from './validation-words';
import { hasVisibleCharacter, isPlainText, PLAIN_TEXT_MESSAGES } from './plain-text';
import { opinionBodySchema, shareBodySchema } from './social';

describe('the plain-text rule', () => {
  it.each([
    ['a Latin name', 'Asha Rao'],
    ['accents and apostrophes', "Zoë O'Brien-Núñez"],
    ['Devanagari with a virama and ZWJ', 'क्\u200dष सिंह'],
    ['Malayalam with ZWNJ', 'അവന്\u200cറെ'],
    ['Urdu with a right-to-left mark', 'عائشہ\u200f خان'],
    ['an emoji family (ZWJ)', 'Asha 👨\u200d👩\u200d👧'],
    [
      'the flag of England (tag characters in their sequence)',
      'Go 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    ],
    ['Chinese', '王秀英'],
  ])('accepts %s', (_what, text) => {
    expect(isPlainText(text)).toBe(true);
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it.each([
    ['ESC', 'Asha\u001b[31m'],
    ['BEL', 'Asha\u0007'],
    ['NUL', 'Asha\u0000'],
    ['DEL', 'Asha\u007f'],
    ['a C1 control (NEL)', 'Asha\u0085'],
    ['a line feed', 'Asha\nRao'],
    ['a carriage return', 'Asha\rRao'],
    ['the right-to-left override U+202E', 'Asha\u202egnp.exe'],
    ['a direction isolate U+2066', '\u2066Asha'],
    ['a zero-width space', 'As\u200bha'],
    ['a word joiner', 'As\u2060ha'],
    ['a byte-order mark', 'As\ufeffha'],
    ['a soft hyphen', 'As\u00adha'],
    ['the line separator U+2028', 'Asha\u2028Rao'],
    ['a lone surrogate', 'Asha\ud800'],
    ['a tag character outside a flag', 'Asha\u{E0041}'],
  ])('refuses %s', (_what, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it('allows line feeds and tabs only in text of several lines', () => {
    expect(isPlainText('Love it\n\tget the red one', 'lines')).toBe(true);
    expect(isPlainText('Love it\n\tget the red one')).toBe(false);
    expect(isPlainText('Love it\u202e', 'lines')).toBe(false);
    expect(isPlainText('Love it\u001b', 'lines')).toBe(false);
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['zero-width joiners', '\u200d\u200d'],
    ['Hangul fillers', '\u3164\u3164'],
    ['the blank braille pattern', '\u2800\u2800'],
    ['combining marks alone', '\u0301\u0301'],
  ])('sees nothing in %s', (_what, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });
});

describe('names, notes and comments follow it', () => {
  const signup = (name: string) => signupRequestSchema.safeParse({ name, email: 'a@b.co', password: 'secret1' });
  const firstMessage = (name: string) => signup(name).error?.issues[0]?.message;

  it.each([
    ['Asha\u001b[2J', PLAIN_TEXT_MESSAGES.name],
    ['Asha\u0007', PLAIN_TEXT_MESSAGES.name],
    ['Asha\nRao', PLAIN_TEXT_MESSAGES.name],
    ['Asha\u202eoaR', PLAIN_TEXT_MESSAGES.name],
    ['\u200b\u200b\u200b', PLAIN_TEXT_MESSAGES.name],
    ['\u3164\u3164\u3164', VALIDATION.fullNameRequired],
    ['  ', VALIDATION.fullNameRequired],
    [' a ', VALIDATION.nameMin],
  ])('a name %j → %s', (name, message) => {
    expect(firstMessage(name)).toBe(message);
  });

  it('keeps a name in any script', () => {
    expect(signup('  क्\u200dष सिंह ').data?.name).toBe('क्\u200dष सिंह');
  });

  it('refuses U+202E in an opinion comment and a share note, and keeps their line breaks', () => {
    const comment = opinionBodySchema.safeParse({ vote: 'up', comment: 'nice\u202e' });
    expect(comment.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGES.text);
    const note = shareBodySchema.safeParse({ productId: 'p1', friendIds: [crypto.randomUUID()], note: 'a\u200bb' });
    expect(note.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGES.text);
    expect(opinionBodySchema.parse({ vote: 'up', comment: 'red\r\nor blue' }).comment).toBe('red\nor blue');
  });
});
