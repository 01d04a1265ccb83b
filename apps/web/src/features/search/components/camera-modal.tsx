// 'Take a Photo': the camera's live picture with Capture and Cancel; Capture hands a JPEG
// (quality 0.8) to onCapture. Without a camera (or permission), onUnavailable is called.
import { useEffect, useRef, useState } from 'react';
import { CAPTURE_JPEG_QUALITY } from '@store/shared/constants';
import { Button } from '../../../components/ui/button';
import { DialogPanel } from '../../../components/ui/dialog-panel';
import { useModal } from '../../../lib/use-modal';
import { msg } from '../../../lib/i18n/msg';
import { searchWords as w } from '../words/search';

export function CameraModal({
  onCapture,
  onCancel,
  onUnavailable,
}: {
  onCapture: (photo: Blob) => void;
  onCancel: () => void;
  onUnavailable: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (cancelled) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => {});
        }
        setReady(true);
      } catch {
        if (!cancelled) onUnavailable();
      }
    };
    void start();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onUnavailable]);
  useModal(true, dialog, onCancel);

  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', CAPTURE_JPEG_QUALITY);
  };

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/60 p-4">
      <DialogPanel
        ref={dialog}
        aria-labelledby="camera-title"
        className="w-full max-w-md rounded-xl bg-surface p-4 shadow-xl outline-none"
      >
        <h2 id="camera-title" className="mb-3 text-sm font-semibold uppercase tracking-[0.2em]">
          {msg().takeAPhoto}
        </h2>
        <div className="aspect-[3/4] overflow-hidden rounded-lg bg-ink">
          <video ref={video} playsInline muted className="size-full object-cover" aria-label={w('cameraPreview')} />
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {msg().cancel}
          </Button>
          <Button onClick={capture} disabled={!ready}>
            {msg().capture}
          </Button>
        </div>
      </DialogPanel>
    </div>
  );
}
