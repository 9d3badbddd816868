import { InMemoryCache, type ApolloClient, type DocumentNode } from '@apollo/client';

/** Query documents as a cache rewrites them (with `__typename`), for every server render of this process. */
const rewritten = new WeakMap<DocumentNode, DocumentNode>();

/**
 * A server render's cache. Apollo rewrites each query document once per cache, and each server render has
 * its own cache: the same few documents were rewritten on every render, and the rewritten copies, new
 * objects each time, missed every cache Apollo keys by document (printing the query, checking it). The
 * rewrite depends on the document alone (no fragment registry here), so one per process is enough.
 */
export class ServerRenderCache extends InMemoryCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    let result = rewritten.get(document);
    if (!result) {
      result = super.transformDocument(document);
      rewritten.set(document, result);
    }
    return result;
  }
}

/** Apollo's private per-client table of what it derives from each document (`QueryManager.transformCache`). */
interface DocumentInfoHolder {
  transformCache?: unknown;
}

let processDocumentInfo: unknown;

/**
 * Lets a server render's client use the document facts the process's first client derived (the query
 * without client-only directives, default variables, directive checks: ~5 % of a product page's render
 * in a profile). They depend on the document alone. Apollo keeps them in a private field: if a
 * release renames it, clients keep their own table (slower, still correct) and the unit test says so.
 */
export function shareDocumentInfo(client: ApolloClient): void {
  const queryManager = (client as unknown as { queryManager?: DocumentInfoHolder }).queryManager;
  if (!queryManager?.transformCache) return;
  processDocumentInfo ??= queryManager.transformCache;
  queryManager.transformCache = processDocumentInfo;
}
