// No asynchronous boundary: the shell shares its libraries eagerly (they are in this first script), so
// there is nothing to negotiate before it starts, and the whole shell arrives in one request.
import { startShell } from './app/start-shell';

void startShell(document.getElementById('root')!);
