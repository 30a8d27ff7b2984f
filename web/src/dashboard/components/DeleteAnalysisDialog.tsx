import { useMutation } from "@tanstack/react-query";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { readError } from "../lib/errors.ts";
import type { AnalysisSummary } from "../lib/models.ts";
import { useRefreshAfterChange } from "../lib/queries.ts";

export function DeleteAnalysisDialog({ analysis, onClose }: { analysis: AnalysisSummary | null; onClose: () => void }) {
  const refresh = useRefreshAfterChange();
  const remove = useMutation({
    mutationFn: (id: string) => client.analyses.delete(id),
    onSuccess: async () => {
      toast.success("Image deleted", { description: "Analysis has been removed from your gallery." });
      onClose();
      await refresh();
    },
    onError: (error) => {
      if (readError(error).code === "forbidden") {
        toast.error("Delete not allowed", { description: "Upgrade to Pro to delete analyses and manage your gallery" });
      } else {
        toast.error("Delete failed", { description: "Failed to delete the image. Please try again." });
      }
    },
  });

  return (
    <Dialog open={analysis !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete analysis</DialogTitle>
          <DialogDescription>Delete {analysis?.filename} and its analysis? This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => analysis && remove.mutate(analysis.id)}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
