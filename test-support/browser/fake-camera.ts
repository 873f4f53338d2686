import type { Page } from '@playwright/test';
import { encode } from 'uqr';

/**
 * Replaces the page's camera with a canvas stream showing a QR code of `text` (drawn from the same
 * encoder the app uses for its own codes), or with a refusal. Call before navigating.
 */
export async function fakeCamera(page: Page, shows: { qr: string } | { refuse: 'NotAllowedError' | 'NotFoundError' }) {
  const modules = 'qr' in shows ? encode(shows.qr, { ecc: 'M', border: 4 }).data : null;
  await page.addInitScript(
    ({ modules, refuse }) => {
      const media = navigator.mediaDevices;
      if (!media) return;
      media.getUserMedia = async () => {
        if (!modules) throw new DOMException('The camera was refused by the test', refuse ?? 'NotAllowedError');
        const scale = 8;
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = modules.length * scale;
        const context = canvas.getContext('2d')!;
        const draw = () => {
          context.fillStyle = '#fff';
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.fillStyle = '#000';
          modules.forEach((row, y) =>
            row.forEach((dark, x) => {
              if (dark) context.fillRect(x * scale, y * scale, scale, scale);
            }),
          );
        };
        draw();
        // A stream sends frames as the canvas is painted: keep painting, as a camera keeps seeing.
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
    },
    { modules, refuse: 'refuse' in shows ? shows.refuse : null },
  );
}
