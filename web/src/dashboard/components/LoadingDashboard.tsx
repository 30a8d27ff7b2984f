import { Spinner } from "../../components/ui/index.ts";

export function LoadingDashboard() {
  return (
    <div className="grid min-h-[60vh] place-items-center text-muted-foreground">
      <Spinner label="Loading dashboard" className="size-6" />
    </div>
  );
}
