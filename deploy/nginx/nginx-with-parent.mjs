#!/usr/bin/env node
// Runs nginx (`daemon off`) for a test or a benchmark and stops it when its parent is gone, as the
// host's processes do: nginx itself would outlive a test runner that was killed.
// Usage: node deploy/nginx/nginx-with-parent.mjs <nginx arguments…>
import { spawn } from 'node:child_process';
import { exitWithParent } from '../../host/src/exit-with-parent.mjs';
import { nginxBinary } from './nginx-config.mjs';

const nginx = spawn(nginxBinary, process.argv.slice(2), { stdio: 'inherit' });
nginx.on('exit', (code) => process.exit(code ?? 1));
// SIGQUIT: nginx finishes the requests it is answering, then its workers and master end.
exitWithParent(() => nginx.kill('SIGQUIT'));
