import { Copy, Printer } from "lucide-react";
import { useId } from "react";
import type { ShoppingList as List } from "../../../shared/plan-data";
import { showShopping, splitPantry } from "../../../shared/shopping-display";
import type { UnitSystem } from "../../../shared/units";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";

/** Heading of the pantry lines (docs/product/shopping-list.md): what most kitchens already hold. */
export const PANTRY_TITLE = "Check you have";

/**
 * The list as plain text, for a notes app or a message: aisles as headings, one item a line, the
 * lines to buy first and the pantry lines after.
 */
export function shoppingListText(list: List, units: UnitSystem, title: string, ticked: ReadonlySet<string>) {
  const { buy, pantry } = splitPantry(list);
  const lines = [title, ""];
  const aisles = (part: List) => {
    for (const aisle of part) {
      lines.push(aisle.aisle);
      for (const item of aisle.items)
        lines.push(`${ticked.has(item.name) ? "[x]" : "[ ]"} ${item.name}: ${showShopping(item, units)}`);
      lines.push("");
    }
  };
  aisles(buy);
  if (pantry.length > 0) {
    lines.push(PANTRY_TITLE.toUpperCase(), "");
    aisles(pantry);
  }
  return lines.join("\n").trim();
}

function printOnItsOwn() {
  document.body.classList.add("print-shopping");
  const done = () => {
    document.body.classList.remove("print-shopping");
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}

/** The week's shopping list by aisle, with tick boxes; `onToggle` absent means ticks stay on this page. */
export function ShoppingList({
  list,
  units,
  title,
  ticked,
  onToggle,
}: {
  list: List;
  units: UnitSystem;
  title: string;
  ticked: ReadonlySet<string>;
  onToggle(item: string, ticked: boolean): void;
}) {
  const id = useId();
  const { buy, pantry } = splitPantry(list);
  const total = list.reduce((n, a) => n + a.items.length, 0);
  const done = list.reduce((n, a) => n + a.items.filter((i) => ticked.has(i.name)).length, 0);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shoppingListText(list, units, title, ticked));
      toast({ title: "Shopping list copied!", description: "Paste it into your notes or a message" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Your browser did not allow it",
        variant: "destructive",
      });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-print-root>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 id={`${id}-title`} className="text-xl font-semibold">
            Shopping list
          </h3>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {done} of {total} items ticked · amounts for the whole week
          </p>
        </div>
        <div className="flex gap-2" data-print-hide>
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden /> Copy as text
          </Button>
          <Button variant="outline" size="sm" onClick={printOnItsOwn}>
            <Printer aria-hidden /> Print list
          </Button>
        </div>
      </div>
      <Aisles list={buy} units={units} ticked={ticked} onToggle={onToggle} />
      {pantry.length > 0 ? (
        <section aria-labelledby={`${id}-pantry`} className="grid gap-3">
          <div>
            <h4 id={`${id}-pantry`} className="text-lg font-semibold">
              {PANTRY_TITLE}
            </h4>
            <p className="text-sm text-muted-foreground">
              Spices, oils, condiments and baking staples most kitchens keep: buy only what has run out.
            </p>
          </div>
          <Aisles list={pantry} units={units} ticked={ticked} onToggle={onToggle} />
        </section>
      ) : null}
    </section>
  );
}

/** Aisles as boxes of tick rows: the item, then its amount in the person's units. */
function Aisles({
  list,
  units,
  ticked,
  onToggle,
}: {
  list: List;
  units: UnitSystem;
  ticked: ReadonlySet<string>;
  onToggle(item: string, ticked: boolean): void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {list.map((aisle) => (
        <fieldset key={aisle.aisle} className="grid content-start gap-1 rounded-xl border p-4">
          <legend className="px-1 text-sm font-semibold text-primary">{aisle.aisle}</legend>
          {aisle.items.map((item) => {
            const on = ticked.has(item.name);
            return (
              <label
                key={item.name}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={on}
                  onChange={(e) => onToggle(item.name, e.currentTarget.checked)}
                />
                <span className={on ? "text-muted-foreground line-through" : undefined}>{item.name}</span>
                <span className="ml-auto text-right tabular-nums text-muted-foreground">
                  {showShopping(item, units)}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
