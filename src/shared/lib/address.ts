/** First 4 and last 4 characters joined by an ellipsis; empty when missing. */
export function shortenAddress(address: string | null | undefined, chars = 4): string {
  if (!address) return '';
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}...${address.slice(-chars)}`;
}
