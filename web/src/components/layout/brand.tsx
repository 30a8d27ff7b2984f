import { ScanSearch } from "lucide-react";
import { Link } from "react-router-dom";

export const PRODUCT_NAME = "AdLens";

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-lg" aria-label="AdLens home">
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <ScanSearch className="size-5" aria-hidden="true" />
      </span>
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
