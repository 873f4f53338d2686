import type { TokenDetails } from '../model';

/** One parameter of one of a mint's extensions, as the token page lists them ("newerTransferFee.maximumFee"). */
export function extensionParam(extensions: TokenDetails['extensions'], extension: string, name: string) {
  return extensions.find((each) => each.name === extension)?.params.find((each) => each.name === name)?.value ?? null;
}
