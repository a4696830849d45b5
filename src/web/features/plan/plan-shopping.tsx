import { useState } from "react";
import type { PlanData } from "../../../shared/plan-data";
import { weekSpan } from "../../../shared/plan-dates";
import type { UnitSystem } from "../../../shared/units";
import { useSetTick, useShoppingTicks } from "./plan-queries";
import { ShoppingList } from "./shopping-list";

// The viewer's Shopping list tab: its own chunk, loaded when the tab is first opened (or when the
// browser is idle after the plan shows), so the week itself needs none of this code.

const listTitle = (data: PlanData) => `Shopping list for the week of ${weekSpan(data.week_start)}`;

/** The owner's list: ticks kept on the server, so they follow the person between devices. */
export function OwnerShoppingList({
  data,
  planId,
  units,
}: {
  data: PlanData;
  planId: string;
  units: UnitSystem;
}) {
  const ticks = useShoppingTicks(planId);
  const setTick = useSetTick(planId);
  // A tick shows in the same render as the click; the server's list takes over once it answers.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const ticked = new Set(ticks.data?.items ?? []);
  for (const [item, on] of pending) {
    if (on) ticked.add(item);
    else ticked.delete(item);
  }
  const settle = (item: string) =>
    setPending((old) => {
      const next = new Map(old);
      next.delete(item);
      return next;
    });
  return (
    <ShoppingList
      list={data.shopping_list}
      units={units}
      title={listTitle(data)}
      ticked={ticked}
      onToggle={(item, on) => {
        setPending((old) => new Map(old).set(item, on));
        setTick.mutate({ item, ticked: on }, { onSettled: () => settle(item) });
      }}
    />
  );
}

/** A shared plan's list: ticks stay on this page. */
export function LocalShoppingList({ data, units }: { data: PlanData; units: UnitSystem }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  return (
    <ShoppingList
      list={data.shopping_list}
      units={units}
      title={listTitle(data)}
      ticked={ticked}
      onToggle={(item, on) =>
        setTicked((old) => {
          const next = new Set(old);
          if (on) next.add(item);
          else next.delete(item);
          return next;
        })
      }
    />
  );
}
