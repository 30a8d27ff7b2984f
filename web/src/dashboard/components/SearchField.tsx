import { Search } from "lucide-react";
import { Input, Label } from "../../components/ui/index.ts";

/** The labelled search box of analysis lists (gallery, "Add analyses"): filename, brand or audience. */
export function SearchField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          placeholder="Search by filename, brand or audience"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="pl-9"
        />
      </div>
    </>
  );
}
