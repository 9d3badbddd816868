import path from 'node:path';
import { publishRemote, publishShell } from '../release/publish.mjs';
import { remotes, workspaces } from './workspaces.mjs';

/** Puts the built shell and every built remote on the host folder; unchanged remotes keep their version. */
export async function publishAll(hostDir) {
  const shell = workspaces().find((workspace) => workspace.role === 'shell');
  await publishShell({ distDir: path.join(shell.dir, 'dist'), hostDir });
  const versions = {};
  for (const remote of remotes()) {
    versions[remote.folder] = await publishRemote({
      name: remote.folder,
      distDir: path.join(remote.dir, 'dist'),
      hostDir,
      packageVersion: remote.version,
    });
  }
  return versions;
}
