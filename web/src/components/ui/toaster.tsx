import { Toaster as Sonner, toast } from "sonner";

export { toast };

/**
 * The one toast region of the app. Colours come from the design tokens (sonner's rich colours
 * fail WCAG AA contrast); the type icon and a coloured edge tell success from error. Toasts sit at
 * the bottom, in the band dialogs keep free (dialog.tsx): at the top right they covered a
 * dialog's close button, and "JSON downloaded" landed on the detail dialog's own buttons. While
 * the cookie banner is open they rise above it (cookie-banner.tsx sets its height).
 */
export function Toaster() {
  return (
    <Sonner
      theme="system"
      position="bottom-right"
      closeButton
      offset={{ bottom: "calc(var(--cookie-banner-height, 0px) + 24px)" }}
      mobileOffset={{ bottom: "calc(var(--cookie-banner-height, 0px) + 16px)" }}
      toastOptions={{
        classNames: {
          toast: "!bg-card !text-card-foreground !border-border",
          description: "!text-muted-foreground",
          error: "!border-l-4 !border-l-destructive [&_[data-icon]]:!text-destructive",
          success: "!border-l-4 !border-l-success [&_[data-icon]]:!text-success",
        },
      }}
    />
  );
}
