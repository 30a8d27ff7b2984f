import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, toast } from "../components/ui/index.ts";
import { copyText } from "./clipboard.ts";

/**
 * Copies code and confirms with the spec's "Copied!" toast (spec 02 §8). `what` names the thing
 * copied for screen readers ("Copy Python example"); the visible text stays "Copy".
 */
export function CopyButton({ text, what = "code", onCopied }: { text: string; what?: string; onCopied?: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={async () => {
        if (!(await copyText(text))) {
          toast.error("Copy failed", { description: "Select the text and copy it yourself." });
          return;
        }
        toast.success("Copied!", { description: "Code copied to clipboard" });
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
        onCopied?.();
      }}
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      {copied ? "Copied" : "Copy"}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
