// `npm run bench`: prints the figures our speed and size targets are judged by.
// Sections: bundle size of the production build; the first page and each route's extra JS in Chromium
// (scripts/bench-first-page.ts); the local chain (throughput, send->confirmed latency); the app's data source
// against the local chain (RPC requests per dashboard load, create latency).
// `npm run bench -- --first-page-only`: build if needed, then only the first-page section.
// `npm run bench -- --data-source-only`: only the data source against a fresh local chain (bulk send included).
// `npm run bench -- --mainnet-like-only`: only the mainnet-like chain: landing under congestion, history at scale.
// `npm run bench -- --history-only`: only history at scale on the mainnet-like chain (the plain way and a
// provider's index), and the memory a history of 10,000 entries holds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function ensureBuild() {
  if (!existsSync('dist/index.html') || process.argv.includes('--build')) {
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
}

function bundleFigures() {
  ensureBuild();
  const assets = join('dist', 'assets');
  const files = readdirSync(assets).map((name) => {
    const bytes = readFileSync(join(assets, name));
    return { name, size: statSync(join(assets, name)).size, gzip: gzipSync(bytes).length };
  });
  const html = readFileSync('dist/index.html', 'utf8');
  const entryNames = [...html.matchAll(/assets\/([^"']+\.(?:js|css))/g)].map((m) => m[1]);
  const entry = files.filter((f) => entryNames.includes(f.name));
  const js = files.filter((f) => f.name.endsWith('.js'));
  const sum = (list: typeof files, key: 'size' | 'gzip') => list.reduce((a, f) => a + f[key], 0);
  console.log('\n# Bundle (dist/)');
  console.log(`initial load (entry JS+CSS): ${kb(sum(entry, 'size'))} raw, ${kb(sum(entry, 'gzip'))} gzip`);
  console.log(`all JS: ${js.length} chunks, ${kb(sum(js, 'size'))} raw, ${kb(sum(js, 'gzip'))} gzip`);
  for (const f of [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`  ${f.name.padEnd(48)} ${kb(f.size).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`);
  }
}

async function localnetFigures() {
  const { benchLocalnet } = await import('@token-manager/localnet');
  const r = await benchLocalnet();
  console.log('\n# Local chain (web3.js Connection, send -> confirmed)');
  console.log(`transactions: ${r.transactions}`);
  console.log(`throughput: ${r.tps.toFixed(1)} tx/s`);
  console.log(`latency p50: ${r.p50Ms.toFixed(1)} ms, p99: ${r.p99Ms.toFixed(1)} ms`);
}

async function dataSourceFigures() {
  const { measureDataSource } = await import('./bench-data-source');
  const figures = await measureDataSource();
  console.log('\n# App data source against the local chain');
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
}

async function mainnetLikeFigures() {
  const { measureMainnetLike } = await import('./bench-mainnet-like');
  const figures = await measureMainnetLike();
  console.log('\n# The app on the mainnet-like local chain (public limits, congestion; mainnet’s 200 ms slots)');
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
}

async function historyFigures() {
  const { measureHistory } = await import('./bench-history');
  const figures = await measureHistory();
  console.log('\n# History at scale on the mainnet-like local chain (300 token accounts, ~5,000 signatures)');
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
  const { measureHistoryMemory } = await import('./bench-history-memory');
  const memory = await measureHistoryMemory();
  console.log('\n# Memory held by a long history (10,000 entries of real mainnet and devnet shapes, pages of 20)');
  for (const [k, v] of Object.entries(memory)) console.log(`${k}: ${v}`);
}

async function firstPageFigures() {
  const { measureFirstPage } = await import('./bench-first-page');
  await measureFirstPage();
}

if (process.argv.includes('--first-page-only')) {
  ensureBuild();
  await firstPageFigures();
} else if (process.argv.includes('--data-source-only')) {
  await dataSourceFigures();
  await mainnetLikeFigures();
  await historyFigures();
} else if (process.argv.includes('--mainnet-like-only')) {
  await mainnetLikeFigures();
  await historyFigures();
} else if (process.argv.includes('--history-only')) {
  await historyFigures();
} else {
  bundleFigures();
  await firstPageFigures();
  await localnetFigures();
  await dataSourceFigures();
  await mainnetLikeFigures();
  await historyFigures();
}
