import { Leaf } from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "../../../../content/site";

export function BrandMark() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Leaf className="size-5" aria-hidden />
      </span>
      {BRAND}
    </Link>
  );
}
