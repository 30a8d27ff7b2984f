import { useState } from "react";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/index.ts";

export interface ConfirmRequest {
  title: string;
  description: string;
  confirm: string;
  /** A change that replaces rather than removes (rotating a secret) gets a plain confirm button. */
  destructive?: boolean;
  /** Runs on confirm; the dialog stays open (busy) until it settles, and closes either way. */
  run: () => Promise<unknown>;
}

/** Asks before a change that cannot simply be undone (removing, leaving, handing over, deleting, rotating). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{request?.title}</DialogTitle>
          <DialogDescription>{request?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={request?.destructive === false ? "default" : "destructive"}
            loading={busy}
            onClick={async () => {
              if (!request) return;
              setBusy(true);
              try {
                await request.run();
              } finally {
                setBusy(false);
                onClose();
              }
            }}
          >
            {request?.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
