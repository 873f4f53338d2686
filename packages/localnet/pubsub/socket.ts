// One PubSub connection: JSON-RPC over WebSocket, mapped onto the subscription registry.
import type { WebSocket } from 'ws';
import { answer } from '../jsonrpc';
import { METHOD_NOT_FOUND, RpcError } from '../rpc-error';
import type { Subscriptions } from './subscriptions';

const SUBSCRIBE = ['signatureSubscribe', 'accountSubscribe', 'slotSubscribe', 'slotsUpdatesSubscribe'];
const UNSUBSCRIBE: Record<string, 'signature' | 'account' | 'slot' | 'slotsUpdates'> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
  slotsUpdatesUnsubscribe: 'slotsUpdates',
};

export function servePubSub(ws: WebSocket, subscriptions: Subscriptions) {
  const run = (method: string, params: unknown[]) => {
    const kind = UNSUBSCRIBE[method];
    if (kind) return subscriptions.unsubscribe(kind, params, ws);
    if (SUBSCRIBE.includes(method)) return subscriptions.subscribe(method, params, ws);
    throw new RpcError(METHOD_NOT_FOUND, 'Method not found');
  };
  ws.on('message', (data) => {
    void answer(String(data), run).then((out) => {
      if (out && ws.readyState === ws.OPEN) ws.send(out);
    });
  });
  ws.on('close', () => subscriptions.dropConnection(ws));
}
