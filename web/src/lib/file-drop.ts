import { type DragEvent, useState } from "react";

/**
 * A drop zone's state: `dragging` while files hover over it, and the handlers to spread on the
 * element. Dropped files go to `onFiles`; the browser's own open-the-file behaviour is prevented.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropHandlers: {
      onDragOver(event: DragEvent) {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave() {
        setDragging(false);
      },
      onDrop(event: DragEvent) {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      },
    },
  };
}
