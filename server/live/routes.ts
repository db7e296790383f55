import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LiveHubPath } from '../../domain/live/events';
import type { AppDeps } from '../deps';
import { LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live-event hub. */
    liveHub: LiveHub;
  }
}

const HubQuery = z.object({ access_token: z.string().max(4096).optional() });

/** Messages a client sends are a few hundred bytes; anything larger is refused by the socket. */
const MaxClientMessageBytes = 16 * 1024;

/**
 * The hub at `/hub` (spec 002 §4, issue 16): a WebSocket authenticated with `?access_token=` by the hub
 * itself (a browser cannot set the Authorization header on a WebSocket), hence declared public to the guard.
 */
export async function registerLiveHub(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const hub = new LiveHub(deps);
  await hub.start();
  app.decorate('liveHub', hub);
  app.addHook('onClose', () => hub.stop());
  await app.register(fastifyWebsocket, { options: { maxPayload: MaxClientMessageBytes } });
  // Request logs would hold the access token of the query string: the hub logs warnings and errors only.
  app.get(LiveHubPath, { websocket: true, logLevel: 'warn', config: { public: true } }, (socket, request) => {
    const query = HubQuery.safeParse(request.query);
    hub.attach(socket, query.success ? query.data.access_token : undefined);
  });
}
