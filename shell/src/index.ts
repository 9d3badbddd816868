// No asynchronous boundary: the shell shares its libraries eagerly (they are in this first script), so
// there is nothing to negotiate before it starts, and the whole shell arrives in one request.
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * Start-up in stages, each in a task of its own: the large libraries set themselves up one after
 * another with the browser free in between, instead of in one long task with the script's
 * evaluation. `eager` keeps every stage in this script (no extra request); `webpackExports` names
 * one export the shell uses anyway, so each library stays tree-shaken.
 */
const stages = [
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["useLocation"] */ 'react-router-dom'),
  () => import(/* webpackMode: "eager", webpackExports: ["Subject"] */ 'rxjs'),
  () => import(/* webpackMode: "eager", webpackExports: ["ApolloClient"] */ '@apollo/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["useQuery"] */ '@apollo/client/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ 'i18next'),
  () => import(/* webpackMode: "eager", webpackExports: ["useTranslation"] */ 'react-i18next'),
];

async function boot(): Promise<void> {
  for (const stage of stages) {
    await yieldToBrowser();
    await stage();
  }
  await yieldToBrowser();
  const { startShell } = await import(/* webpackMode: "eager" */ './app/start-shell');
  await startShell(document.getElementById('root')!);
}

void boot();
