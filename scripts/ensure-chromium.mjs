// Run first by `npm test`: the browser tests drive Debian's Chromium (never a downloaded
// browser). On a machine without it, install it the way a fresh CI machine needs (as root,
// with apt), or stop at once with the one command to run, rather than failing every browser
// test minutes later with a missing-executable error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = process.getuid?.() === 0;
if (!hasApt || !isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium is not at ${chromium}: install it with \`sudo apt-get install -y chromium\` ` +
      '(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.',
  );
  process.exit(1);
}

console.log(`Chromium is not at ${chromium}: installing Debian's chromium package (apt-get)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) {
    console.error(`\`apt-get ${args.join(' ')}\` failed: install Chromium with \`apt-get install -y chromium\`.`);
    process.exit(1);
  }
}
if (!existsSync(chromium)) {
  console.error(`apt installed chromium, but ${chromium} is still missing: set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log('Chromium installed.');
