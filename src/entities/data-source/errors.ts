/** The user declined in their wallet: not an error, and the form keeps what they typed. */
export class ActionCancelledError extends Error {
  constructor() {
    super('Cancelled in the wallet');
    this.name = 'ActionCancelledError';
  }
}

/** Simulation failed before the wallet was asked to sign; `message` says why in words. */
export class SimulationFailedError extends Error {
  constructor(
    message: string,
    readonly logs: string[] = [],
  ) {
    super(message);
    this.name = 'SimulationFailedError';
  }
}

/** The faucet refused (rate limit, unavailable, mainnet). */
export class AirdropRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AirdropRefusedError';
  }
}
