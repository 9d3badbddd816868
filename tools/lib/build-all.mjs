import { run } from './run.mjs';
import { workspaces } from './workspaces.mjs';

const order = { contracts: 0, api: 1, shell: 2, remote: 3 };

/** Builds every workspace that has a build script, contracts first; returns seconds per workspace. */
export async function buildAll({ log = console.log } = {}) {
  const timings = {};
  const buildable = workspaces()
    .filter((workspace) => workspace.scripts.build)
    .sort((a, b) => (order[a.role] ?? 9) - (order[b.role] ?? 9));
  for (const workspace of buildable) {
    log(`Building ${workspace.folder}…`);
    const ms = await run('npm', ['run', 'build', '--silent', '-w', workspace.folder], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    timings[workspace.folder] = Math.round(ms / 100) / 10;
  }
  return timings;
}
