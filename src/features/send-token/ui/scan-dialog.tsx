import { useEffect, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { DialogClose, ModalDialog } from '@/shared/ui/modal-dialog';
import { isAppError } from '@/shared/lib/app-error';
import { createQrDetector, openCamera, SCAN_PROBLEMS } from '../lib/qr-scanner';

const FRAME_INTERVAL_MS = 200;

interface ScanDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A code was read: returns why it cannot be used (the scan goes on), or null when it was taken. */
  onCode(text: string): string | null;
}

/** The camera, looking for a QR code until one is usable or the user closes it; the camera stops on close. */
export default function ScanDialog({ open, onOpenChange, onCode }: ScanDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Scan QR code"
      description="Point the camera at a Solana address or a Solana Pay request."
      className="flex w-[min(94vw,26rem)] flex-col"
    >
      {open && <Scanner onCode={onCode} />}
      <DialogClose asChild>
        <Button variant="outline" className="mt-4">
          Close
        </Button>
      </DialogClose>
    </ModalDialog>
  );
}

function Scanner({ onCode }: Pick<ScanDialogProps, 'onCode'>) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning'>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRefused = '';
    (async () => {
      try {
        const [camera, detect] = await Promise.all([openCamera(), createQrDetector()]);
        stream = camera;
        if (stopped || !video.current) return;
        video.current.srcObject = camera;
        try {
          await video.current.play();
        } catch {
          // Autoplay refused: frames still arrive for the detector once the stream runs.
        }
        setState('scanning');
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await detect(video.current).catch(() => null);
          if (stopped) return;
          if (text && text !== lastRefused) {
            const reason = handler.current(text);
            if (reason === null) return;
            lastRefused = text;
            setRefused(reason);
          }
          timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        if (!stopped) setProblem(isAppError(error, 'camera') ? error.message : SCAN_PROBLEMS['camera-busy']);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {problem}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-lg bg-black">
        <video ref={video} muted playsInline className="size-full object-cover" aria-label="Camera view" />
        {state === 'starting' && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white" role="status">
            <Spinner /> Starting the camera…
          </div>
        )}
      </div>
      {refused && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="scan-refused">
          {refused}
        </p>
      )}
    </div>
  );
}
