// zod-jitless sets zod's setting without importing zod; zod, loaded after it, must read it.
import { expect, it } from 'vitest';
import './zod-jitless';
import { config, z } from 'zod';

it('zod, loaded after it, runs jitless', () => {
  expect(config().jitless).toBe(true);
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
