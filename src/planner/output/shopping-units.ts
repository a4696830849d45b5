import type { Food } from "../library/library-types";

// Some foods are cooked or brewed in the recipes but bought as something else: tea is bought as tea
// bags, brewed coffee as ground coffee, and water comes from the tap. The shopping list names what a
// shopper puts in the basket.

/** Foods a shopper does not buy. */
export const NOT_BOUGHT: ReadonlySet<string> = new Set(["water"]);

interface BuyAs {
  name: string;
  /** The shopping-list quantity for this many millilitres of the brewed drink. */
  amount(ml: number): string;
}

const TEA_BAG_ML = 240;
/** Ground coffee for drip or French press: about 10 g per 180 ml cup (the 1:18 brewing ratio). */
const COFFEE_G_PER_ML = 10 / 180;

const teaBags = (ml: number) => {
  const n = Math.max(1, Math.ceil(ml / TEA_BAG_ML));
  return `${n} tea bag${n === 1 ? "" : "s"}`;
};

export const BUY_AS: Readonly<Record<string, BuyAs>> = {
  "tea-brewed": { name: "black tea", amount: teaBags },
  "green-tea-brewed": { name: "green tea", amount: teaBags },
  "coffee-brewed": {
    name: "ground coffee",
    amount: (ml) => `${Math.max(10, Math.ceil((ml * COFFEE_G_PER_ML) / 10) * 10)} g`,
  },
};

export function buyAs(food: Food): BuyAs | undefined {
  return BUY_AS[food.id];
}
