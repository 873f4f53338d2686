// PubSub over WebSocket: signature, account, slot and slot-update subscriptions, driven by chain events.
import type { WebSocket } from 'ws';
import type { Chain } from '../chain/chain';
import type { ChainListener } from '../chain/chain-options';
import type { Commitment, TxRecord } from '../chain/records';
import { accountEncodingOf, encodeAccount, type AccountEncoding } from '../encoding/account-encoding';
import { mintDecimals } from '../methods/account-reads';
import { commitmentOf, configAt, pubkeyParam, signatureParam, type Params } from '../methods/params';
import { invalidParams } from '../rpc-error';
import { stringify } from '../json';

type Sub =
  | { kind: 'signature'; id: number; ws: WebSocket; signature: string; commitment: Commitment }
  | { kind: 'account'; id: number; ws: WebSocket; address: string; commitment: Commitment; encoding: AccountEncoding }
  | { kind: 'slot'; id: number; ws: WebSocket }
  | { kind: 'slotsUpdates'; id: number; ws: WebSocket };

const NOTIFICATION: Record<Sub['kind'], string> = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  slot: 'slotNotification',
  slotsUpdates: 'slotsUpdatesNotification',
};

export class Subscriptions implements ChainListener {
  private subs = new Map<number, Sub>();
  private nextId = 0;
  /** Accounts written per slot, so confirmed/finalized account notifications fire when their slot does. */
  private changedInSlot = new Map<number, Set<string>>();
  private lastRoot: number;

  constructor(private chain: Chain) {
    this.lastRoot = chain.commitmentSlot('finalized');
  }

  private send(sub: Sub, result: unknown) {
    if (sub.ws.readyState !== sub.ws.OPEN) return;
    sub.ws.send(
      stringify({ jsonrpc: '2.0', method: NOTIFICATION[sub.kind], params: { result, subscription: sub.id } }),
    );
  }

  private notifySignature(sub: Sub & { kind: 'signature' }, rec: TxRecord) {
    this.send(sub, { context: { slot: this.chain.commitmentSlot(sub.commitment) }, value: { err: rec.err } });
    this.subs.delete(sub.id); // a signature subscription ends with its notification
  }

  private notifyAccount(sub: Sub & { kind: 'account' }) {
    const c = sub.commitment;
    const state = this.chain.getAccount(sub.address, c) ?? {
      lamports: 0n,
      owner: '11111111111111111111111111111111',
      executable: false,
      data: new Uint8Array(),
    };
    this.send(sub, {
      context: { slot: this.chain.commitmentSlot(c) },
      value: encodeAccount(sub.address, state, sub.encoding, null, mintDecimals(this.chain, c)),
    });
  }

  subscribe(method: string, params: Params, ws: WebSocket): number {
    const id = this.nextId++;
    if (method === 'signatureSubscribe') {
      const signature = signatureParam(params[0]);
      const commitment = commitmentOf(configAt(params, 1));
      const sub = { kind: 'signature' as const, id, ws, signature, commitment };
      this.subs.set(id, sub);
      const rec = this.chain.transaction(signature);
      if (rec && this.chain.visible(rec, commitment))
        setImmediate(() => this.subs.has(id) && this.notifySignature(sub, rec));
    } else if (method === 'accountSubscribe') {
      const address = pubkeyParam(params, 0);
      const config = configAt(params, 1);
      const encoding = accountEncodingOf(config, 'binary');
      this.subs.set(id, { kind: 'account', id, ws, address, commitment: commitmentOf(config), encoding });
    } else if (method === 'slotSubscribe') {
      this.subs.set(id, { kind: 'slot', id, ws });
    } else if (method === 'slotsUpdatesSubscribe') {
      this.subs.set(id, { kind: 'slotsUpdates', id, ws });
    } else {
      throw invalidParams(`Invalid params: unknown subscription ${method}`);
    }
    return id;
  }

  unsubscribe(kind: Sub['kind'], params: Params, ws: WebSocket): boolean {
    const id = params[0];
    if (typeof id !== 'number') throw invalidParams('Invalid params: subscription id must be a number');
    const sub = this.subs.get(id);
    if (!sub || sub.kind !== kind || sub.ws !== ws) throw invalidParams('Invalid subscription id.');
    this.subs.delete(id);
    return true;
  }

  dropConnection(ws: WebSocket) {
    for (const [id, sub] of this.subs) if (sub.ws === ws) this.subs.delete(id);
  }

  onProcessed(rec: TxRecord, writable: string[]) {
    const set = this.changedInSlot.get(rec.slot) ?? new Set<string>();
    writable.forEach((a) => set.add(a));
    this.changedInSlot.set(rec.slot, set);
    for (const sub of this.subs.values()) {
      if (sub.kind === 'signature' && sub.commitment === 'processed' && sub.signature === rec.signature)
        this.notifySignature(sub, rec);
      if (sub.kind === 'account' && sub.commitment === 'processed' && writable.includes(sub.address))
        this.notifyAccount(sub);
    }
  }

  onSlot(slot: number) {
    this.notifySlotUpdates(slot);
    const confirmedSet = this.changedInSlot.get(this.chain.commitmentSlot('confirmed'));
    const finalizedSet = this.changedInSlot.get(this.chain.commitmentSlot('finalized'));
    for (const sub of [...this.subs.values()]) {
      if (sub.kind === 'slot') {
        this.send(sub, { parent: slot - 1, root: this.chain.commitmentSlot('finalized'), slot });
      } else if (sub.kind === 'signature' && sub.commitment !== 'processed') {
        const rec = this.chain.transaction(sub.signature);
        if (rec && this.chain.visible(rec, sub.commitment)) this.notifySignature(sub, rec);
      } else if (sub.kind === 'account' && sub.commitment !== 'processed') {
        const set = sub.commitment === 'confirmed' ? confirmedSet : finalizedSet;
        if (set?.has(sub.address)) this.notifyAccount(sub);
      }
    }
    for (const s of this.changedInSlot.keys())
      if (s < this.chain.commitmentSlot('finalized')) this.changedInSlot.delete(s);
  }

  /**
   * slotsUpdatesNotification, as a node following the chain sees a slot pass (Agave 4.2 rpc-client-types
   * response.rs `SlotUpdate`, written tag first in declaration order; rpc_subscriptions.rs and the services
   * that feed it): the slot just ended completes and freezes, and a new slot's confirmation makes it
   * optimistically confirmed; a new root; then the new slot's first shred and its bank. `timestamp` is
   * milliseconds. Each transaction is an entry of its own in the frozen slot's stats.
   */
  private notifySlotUpdates(slot: number) {
    const watchers = [...this.subs.values()].filter((sub) => sub.kind === 'slotsUpdates');
    const ended = slot - 1;
    const root = this.chain.commitmentSlot('finalized');
    const rooted = root > this.lastRoot ? root : null;
    this.lastRoot = root;
    if (watchers.length === 0) return;
    const timestamp = Date.now();
    const block = this.chain.block(ended);
    const failed = block.filter((rec) => rec.err !== null).length;
    const updates: Record<string, unknown>[] = [
      { type: 'completed', slot: ended, timestamp },
      {
        type: 'frozen',
        slot: ended,
        timestamp,
        stats: {
          numTransactionEntries: block.length,
          numSuccessfulTransactions: block.length - failed,
          numFailedTransactions: failed,
          maxTransactionsPerEntry: block.length > 0 ? 1 : 0,
        },
      },
      { type: 'optimisticConfirmation', slot: this.chain.commitmentSlot('confirmed'), timestamp },
      ...(rooted === null ? [] : [{ type: 'root', slot: rooted, timestamp }]),
      { type: 'firstShredReceived', slot, timestamp },
      { type: 'createdBank', slot, parent: ended, timestamp },
    ];
    for (const sub of watchers) for (const update of updates) this.send(sub, update);
  }
}
