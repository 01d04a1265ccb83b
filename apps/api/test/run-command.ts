// A command (`npm run import`, `report`, `operator`) as the operator runs it: a real process on
// the sources, with only PATH and the given environment; its exit code and both outputs.
// The sources are the run's private bundle of them (api-bundle.ts) when there is one: the same
// code on plain Node, without tsx compiling it again at every start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** `apps/api/src/cli/NAME.ts` → the bundle's `NAME-cli.mjs`, or the sources through tsx. */
function entry(cli: string): string[] {
  const bundle = inject('apiBundle');
  const built = bundle && path.join(bundle, `${path.basename(cli, '.ts')}-cli.mjs`);
  if (built && !existsSync(built)) throw new Error(`${built} is missing: scripts/build-api.mjs does not bundle ${cli}`);
  return built ? [built] : ['--import', 'tsx', cli];
}

export function runCommand(
  cli: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entry(cli), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
