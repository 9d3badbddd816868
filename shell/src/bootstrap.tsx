import { startShell } from './app/start-shell';

void startShell(document.getElementById('root')!);
