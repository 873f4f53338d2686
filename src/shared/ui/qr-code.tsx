import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path: dark modules on a light quiet zone, in both themes (scanners need
 * the contrast). `label` is what a screen reader hears instead of the picture.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
