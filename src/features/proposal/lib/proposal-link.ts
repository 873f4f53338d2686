/** The proposal a page's fragment carries, without its '#' (its parts are the data source's to read). */
export const linkFromHash = (hash: string) => hash.replace(/^#/, '').trim();

/** The page a proposal opens at: its link is the fragment, which never reaches a server. */
export const proposalUrl = (origin: string, link: string) => `${origin}/proposal#${link}`;

/** A QR code of version 40 with medium error correction holds at most this many bytes. */
export const QR_MAX_CHARS = 2331;
