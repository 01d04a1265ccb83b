import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/perf/prof', '--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: '/work/main', env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/tmp/perf/dd', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/store_bench' }, stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
const url = await new Promise<string>((res) => { const on = (d: Buffer) => { out += d; const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out); if (m) res(m[1]!); }; child.stdout.on('data', on); child.stderr.on('data', on); });
const path = process.argv[2]!;
const r = await autocannon({ url: url + path, connections: 20, duration: 5 });
console.log(path, r.requests.average, r.latency.p50, r.latency.p99);
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
