import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/workspaces.mjs';

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const heading = '## Lighthouse (catalog)';
const file = path.join(repoRoot, 'docs', 'performance.md');

function table(results) {
  const rows = results.map(
    (r) =>
      `| ${r.name} \`${r.path}\` | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKiB} |`,
  );
  return [
    '| page | performance (runs) | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS transferred KiB |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Replaces (or appends) this benchmark's section of docs/performance.md; other sections stay as they are. */
export async function writeSection(results, { runs, chromeFlags }) {
  const current = await readFile(file, 'utf8').catch(() => '# Performance\n');
  const section = [
    heading,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\`: Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling),`,
    `system Chromium (\`${chromeFlags.join(' ')}\`), median of ${runs} runs by performance score, on the published builds and the API served`,
    'the way `npm start` serves them. Goals: performance ≥ 90, accessibility ≥ 95, CLS ≤ 0.05, home JavaScript < 200 KiB gzip.',
    '',
    table(results),
    '',
  ].join('\n');
  const start = current.indexOf(heading);
  let next;
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const end = current.indexOf('\n## ', start + heading.length);
    next = `${current.slice(0, start)}${section}${end === -1 ? '' : current.slice(end + 1)}`;
  }
  await writeFile(file, `${next.trimEnd()}\n`);
}
