// `npm run dev`: the shell starts at once (production builds start in stages, see index.ts).
import { startShell } from './app/start-shell';

void startShell(document.getElementById('root')!);
