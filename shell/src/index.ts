// No asynchronous boundary: the shell shares its libraries eagerly (they are in this first script), so
// there is nothing to negotiate before it starts, and the whole shell arrives in one request.
import { startShell } from './app/start-shell';
import { yieldToBrowser } from './lib/yield-to-browser';

// Evaluating the script is one task; starting the shell is the next.
void yieldToBrowser().then(() => startShell(document.getElementById('root')!));
