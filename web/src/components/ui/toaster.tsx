import { Toaster as Sonner, toast } from "sonner";

export { toast };

/** The one toast region of the app. Follows the system colour scheme like the rest of the UI. */
export function Toaster() {
  return <Sonner theme="system" position="top-right" richColors closeButton />;
}
