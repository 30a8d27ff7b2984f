import type { ReactNode } from "react";
import { FieldError, Label } from "./ui/input.tsx";

/**
 * A label, a control and its error message. The control gets `id`, `aria-invalid` and
 * `aria-describedby` from the render function so the message is announced with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
