// Vitest's own order runs projects one after another and, on a clean clone (no results cache,
// as in CI), keeps each project's files in glob order. With two workers, a minutes-long file
// that starts last then runs alone at the end. This order starts the longest files first,
// across projects, so that both workers stay busy until the end.
import path from 'node:path';
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each of the longest files took in `.ci/run` on 2 cores (2026-11-29, a slower machine
 * than most): they run for a fixed time (the soak, the floods) or start several real servers.
 * Other files are ordered by size.
 */
const KNOWN_SECONDS: Record<string, number> = {
  'apps/api/test/resilience/soak.test.ts': 131,
  'apps/api/test/resilience/hostile-input.test.ts': 59,
  'apps/api/test/visual-search.test.ts': 51,
  'apps/api/test/resilience/proxy-and-limits.test.ts': 39,
  'apps/api/test/feeds-cli.test.ts': 32,
  'apps/api/test/foundation.test.ts': 30,
  'apps/api/test/resilience/accounts-abuse.test.ts': 27,
  'apps/api/test/resilience/crash-safety.test.ts': 26,
  'apps/api/test/cart-durability.test.ts': 25,
  'apps/api/test/resilience/hostile-feeds.test.ts': 25,
  'apps/api/test/proxy-and-limits.test.ts': 22,
};

/** A file's expected seconds: measured, else about one second per kilobyte of test code. */
function expectedSeconds(root: string, spec: TestSpecification): number {
  const relative = path.relative(root, spec.moduleId).split(path.sep).join('/');
  return KNOWN_SECONDS[relative] ?? statSync(spec.moduleId).size / 1024;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = new Map(files.map((file) => [file, expectedSeconds(this.ctx.config.root, file)]));
    return [...files].sort((a, b) => cost.get(b)! - cost.get(a)!);
  }
}
