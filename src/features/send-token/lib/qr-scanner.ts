import { AppError } from '@/shared/lib/app-error';

/** Why the camera could not be used; each is worded for the user by SCAN_PROBLEMS. */
export type ScanProblem = 'no-camera-api' | 'denied' | 'no-camera' | 'camera-busy' | 'decoder-failed';

export const SCAN_PROBLEMS: Record<ScanProblem, string> = {
  'no-camera-api':
    'This browser cannot open a camera on this page (it needs a secure https:// address). Paste the address instead.',
  denied: 'Camera access was denied. Allow the camera for this site in your browser’s settings, or paste the address.',
  'no-camera': 'No camera was found on this device. Paste the address instead.',
  'camera-busy': 'The camera could not be started: another app may be using it. Close it and try again.',
  'decoder-failed': 'The QR decoder could not be loaded. Check your connection and try again.',
};

/** A camera problem, in the words that say what the user can do about it. */
export const scanError = (problem: ScanProblem) => new AppError('camera', SCAN_PROBLEMS[problem]);

/** The back camera where there is one. Errors are mapped to what the user can do about them. */
export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw scanError('no-camera-api');
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') throw scanError('denied');
    if (name === 'NotFoundError' || name === 'OverconstrainedError') throw scanError('no-camera');
    throw scanError('camera-busy');
  }
}

export type QrDetector = (frame: HTMLVideoElement) => Promise<string | null>;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android, macOS, ChromeOS); elsewhere the
 * same API from the barcode-detector library, whose WebAssembly decoder is served with the app (never
 * from a CDN), loaded only when a scan starts.
 */
export async function createQrDetector(): Promise<QrDetector> {
  let detector: Detector;
  try {
    detector = (await nativeDetector()) ?? (await libraryDetector());
  } catch {
    throw scanError('decoder-failed');
  }
  return async (frame) => {
    if (frame.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
    const codes = await detector.detect(frame);
    return codes[0]?.rawValue ?? null;
  };
}

type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native || !(await Native.getSupportedFormats()).includes('qr_code')) return null;
  return new Native({ formats: ['qr_code'] });
}

async function libraryDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
