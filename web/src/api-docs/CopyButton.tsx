import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, toast } from "../components/ui/index.ts";
import { copyText } from "./clipboard.ts";

/** Copies code and confirms with the spec's "Copied!" toast (spec 02 §8). */
export function CopyButton({
  text,
  label = "Copy code",
  onCopied,
}: {
  text: string;
  label?: string;
  onCopied?: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label}
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
    </Button>
  );
}
