// The store's own question before a step that cannot be undone (Block): a modal dialog in the
// store's look, not the browser's confirm(), which a phone draws as a system sheet. Focus starts
// on the safe answer; Escape and the backdrop cancel (lib/use-modal.ts).
import { useId, useRef } from 'react';
import { useModal } from '../../lib/use-modal';
import { Button } from './button';
import { DialogPanel } from './dialog-panel';

export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useModal(true, panel, onCancel, cancel);
  return (
    <div className="fixed inset-0 z-50 grid place-items-end bg-ink/50 p-4 sm:place-items-center" onClick={onCancel}>
      <DialogPanel
        ref={panel}
        aria-labelledby={id}
        className="w-full max-w-sm rounded-xl bg-surface p-5 shadow-xl outline-none"
      >
        {/* A click inside the panel is not a click on the backdrop. */}
        <div onClick={(e) => e.stopPropagation()}>
          <p id={id} className="text-base text-ink">
            {message}
          </p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button ref={cancel} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </div>
  );
}
