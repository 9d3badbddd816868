/**
 * Once the host is stopping, every answer closes its connection: a browser's idle keep-alive connection
 * would otherwise keep the stopping process alive until its grace runs out.
 */
export function closeConnectionsWhileStopping(app) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
