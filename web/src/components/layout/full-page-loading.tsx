import { Spinner } from "../ui/spinner.tsx";

/** The 'Loading...' state shown while auth state or a lazy page loads. */
export function FullPageLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center text-muted-foreground">
      <Spinner label="Loading..." className="size-6" />
    </div>
  );
}
